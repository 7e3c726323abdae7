// The descriptions of the concurrency and idempotency fields every generated write input carries (one wording).

export const VERSION_DESCRIPTION =
  'The version of the record you read (`Record.version`). If someone changed the record since, nothing is written and the answer is ConflictError; send its `currentVersion` to overwrite. Omitted: the write goes ahead whatever is stored (last write wins).';

export const IDEMPOTENCY_DESCRIPTION =
  'One key per form submission (1–200 visible ASCII characters), the same when that submission is retried: a repeat within a day answers the first result and creates nothing more.';
