// Which saved view a list page shows: the one its URL names, else the viewer's default (the server reads the list
// through the same one: `records(view:, defaultView:)`).

/** A view as the list route reads it. */
export interface ListView {
  readonly rowId: number;
  readonly isDefault: boolean;
}

/** The view a list shows: the one in the URL, else the viewer's default. */
export const currentView = <V extends ListView>(views: readonly V[], viewId: string | null): V | null =>
  (viewId ? views.find((v) => String(v.rowId) === viewId) : views.find((v) => v.isDefault)) ?? null;
