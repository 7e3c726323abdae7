// Which columns a list's rows carry. The server chooses them (`Record.columnValues`) from the same arguments as the
// list's `records`: the view's visible columns, the viewer's default view, or the type's list fields. So a list page
// asks its rows in its first request, and whatever adds or refreshes a row (a live change, a save, a new record)
// asks it with the same arguments, which Relay stores it under.

/** The arguments of `Record.columnValues` a list reads its rows with. */
export interface RowColumns {
  /** The list's type (object name or URL segment); absent: each record's own type. */
  readonly listType?: string | null;
  /** A saved view: its visible columns. */
  readonly view?: string | null;
  /** Without `view`: the viewer's default view of `listType`. */
  readonly defaultView?: boolean | null;
  /** Explicit columns (an unsaved change of the view, kept in the URL). */
  readonly listFields?: readonly string[] | null;
}

/** The `RecordRow_record` arguments of an operation that spreads it, from a list's row columns. */
export function rowColumnsVariables(columns: RowColumns) {
  return {
    listType: columns.listType ?? null,
    view: columns.view ?? null,
    defaultView: columns.defaultView ?? null,
    listFields: columns.listFields ? [...columns.listFields] : null,
  };
}

/** A stable key of a row-columns choice (hook dependencies). */
export const rowColumnsKey = (columns: RowColumns | null | undefined) => (columns ? JSON.stringify(rowColumnsVariables(columns)) : '');
