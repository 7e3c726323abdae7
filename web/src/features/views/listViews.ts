// The views a list page needs before its list query (which view it shows, and so which columns it asks); the list
// route reads them with the type's metadata (RecordListRouteMetaQuery).

/** A view as the list route reads it. */
export interface ListView {
  readonly rowId: number;
  readonly isDefault: boolean;
  readonly columns: readonly { readonly field: string; readonly hidden: boolean }[];
}

/** The view a list shows: the one in the URL, else the viewer's default. */
export const currentView = (views: readonly ListView[], viewId: string | null) =>
  (viewId ? views.find((v) => String(v.rowId) === viewId) : views.find((v) => v.isDefault)) ?? null;

export const visibleFields = (view: ListView) => view.columns.filter((c) => !c.hidden).map((c) => c.field);
