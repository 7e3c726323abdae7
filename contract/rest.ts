// Shapes of the REST answers shared by the api (which sends them) and the bff (which reads them).
// See api/CONTRACT.md for the calls. Dates are ISO-8601 strings; ids are row ids.

export type Permission = 'read' | 'write' | 'lock';

/** A record as GetModel, Add and Update answer it: the catalogue's fields plus what the engine adds. */
export interface RecordModel {
  id: number;
  /** The object name of the row's own type (Organization or Person in a Lead list). */
  objectName: string;
  /** Display name built from the type's name fields. */
  name: string;
  /** The detail page of the record in the web app. */
  url: string;
  ownerId: number;
  status: 0 | 1;
  isLocked: boolean;
  creationDate: string;
  lastModifiedDate: string;
  /** Optimistic concurrency: one more with every write; send it back with Update, Delete, Unlock and status changes. */
  version: number;
  /** Party types: addresses, phones and e-mails. */
  addressList?: unknown[];
  phoneList?: unknown[];
  emailList?: unknown[];
  [field: string]: unknown;
}

/** A list row: the model without child lists, plus the session user's permission on the row. */
// (Omit over RecordModel's index signature would drop every named property: pick them instead.)
export interface RecordRow extends Pick<
  RecordModel,
  'id' | 'objectName' | 'name' | 'url' | 'ownerId' | 'status' | 'isLocked' | 'creationDate' | 'lastModifiedDate' | 'version'
> {
  permission: Permission;
  [field: string]: unknown;
}

export interface ModelResponse {
  model: RecordModel;
  viewData: { ownerName: string | null };
  permission: Permission;
}

export interface SummaryResponse extends ModelResponse {
  viewData: { ownerName: string | null; dropboxEmail: string; contactCount: number; isFollowing: boolean };
  /** Quick actions the user may use: Task, Call, Email, Event, then Edit (write), then Follow or Unfollow. */
  menu: string[];
}

/** PagingAndSorting and every section route. */
export interface PageResponse<R = RecordRow> {
  data: R[];
  totalPage: number;
  totalItem: number;
}

/** PagingAndSorting of a record list: the total may be an estimate, and the next page has a keyset cursor. */
export interface ListPageResponse<R = RecordRow> extends PageResponse<R> {
  /** false: `totalItem` is an estimate (more than 10,000 rows match); show it as "about N". */
  totalExact: boolean;
  /** Pass as `after` for the page after this one; null when this is the last page (and on role lists). */
  nextCursor: string | null;
}

export interface ViewField {
  fieldName: string;
  fieldLabel: string;
  fieldType: string;
  columnWidth: number;
}

export interface ListResponse {
  data: RecordRow[];
  viewData: { page: { currentPage: number; totalPage: number; totalItem: number; totalExact: boolean; pageSize: number } };
  /** As ListPageResponse's: the `after` of the next page. */
  nextCursor: string | null;
  /** The user's permission for a new record of the type (write: may add). */
  permission: Permission;
  /** The spec's "You cannot add new {object}" for the type: the disabled add button's text and the 403 of a refused Add. */
  addDeniedMessage: string;
  lookupData: Record<string, unknown>;
  viewField: ViewField[];
  viewList: unknown[];
}

/** GetPreview: the record and one block per association (section). */
export interface PreviewResponse {
  model: RecordModel;
  previewData: { section: string; label: string; objectName: string; totalItem: number; data: RecordRow[] }[];
  viewData: { ownerName: string | null };
  sidePanel: { fieldName: string; fieldLabel: string }[];
  permission: Permission;
}

/** One entry of a batch read (`idList`): the id as asked (a role id for role types) with that record's answer. */
export type BatchEntry<T> = T & { id: number };

/** `{ data: [...] }` of a batch read: one entry per readable record, in the order asked. */
export interface BatchResponse<T> {
  data: BatchEntry<T>[];
}

/** A row of the History section (`AuditHistory/PagingAndSorting2`). */
export interface AuditHistoryItem {
  id: number;
  batchId: string;
  objectName: string;
  objectId: number;
  topParentObject: string | null;
  topParentId: number | null;
  /** Name of the changed record at the time. */
  parentName: string | null;
  userId: number | null;
  userName: string | null;
  changeDate: string;
  action: string;
  fieldChangeList: { fieldName: string; oldValue: unknown; newValue: unknown }[];
}

export interface RecentItem {
  objectName: string;
  id: number;
  name: string;
  url: string;
  action: string;
  changeDate: string;
  userId: number | null;
  userName: string | null;
}

export interface ShareModel {
  id: number;
  parentId: number;
  parentObject: string;
  userOrGroupId: number;
  userType: 'user' | 'group';
  /** The user's full name or the group's name. */
  name: string;
  accessLevel: Permission;
  /** Per related object type access; defaults to write. */
  objectAccessList: { objectName: string; access: Permission }[];
}

export type RecordChange = 'created' | 'updated' | 'deleted' | 'restored';

/**
 * Payload of the `record.changed` hub event, published to group `company:{companyId}` after every
 * write. It names the record only: each consumer re-reads it with its own session, so nothing
 * reaches a user who may not read the record.
 */
export interface RecordChangedPayload {
  objectName: string;
  id: number;
  change: RecordChange;
  /** The user who made the change. */
  userId: number;
  /**
   * Events and tasks only: the users and groups whose calendars show the record before or after the change
   * (organizer or owner, attendees, assignees and members of invited groups; invited groups and groups of
   * those users). Live calendars are filtered on it without re-reading the record.
   */
  involved?: { userIds: number[]; groupIds: number[] };
}
