import DataLoader from 'dataloader';
import { recordType } from '../../../contract';
import type {
  AuditHistoryItem,
  BatchResponse,
  PageResponse,
  RecentItem,
  RecordModel,
  RecordRow,
  ShareModel,
  SummaryResponse,
} from '../../../contract';
import type { QueryParams } from '../upstream/client';

/**
 * The loaders of record data, one per upstream resource, each batching every id asked in a tick into one
 * call (`idList`, at most 100 ids). A lone id uses the resource's one-record call, as a detail page does.
 * Role types are asked by role id; stored types by row id.
 */
export interface RecordLoaders {
  /** Rows of one type by id: `GET /api/{Object}/List?idList=` (role types: by role id, e.g. leadId). */
  rows(objectName: string): DataLoader<number, RecordRow | null>;
  /**
   * Rows of any types by `{objectName}:{id}` (references, a task's polymorphic parent): every reference asked
   * in a tick in one `POST /api/Record/List { refList }`, whatever their types (role types: by role id).
   */
  refs: DataLoader<string, RecordRow | null>;
  /** Rows with their child lists (addresses, phones, e-mails): `List?idList=…&childLists=1`. */
  details(objectName: string): DataLoader<number, RecordModel | null>;
  /** Summaries (quick actions, follow state, dropbox): `GetSummary?idList=`; a single id uses `GetSummary/{id}`. */
  summaries(objectName: string): DataLoader<number, SummaryResponse | null>;
  /**
   * One page of a record section for many records: `{Section}?idList=`; a single id uses `{Section}/{id}`. With
   * `references` (reference fields of the listed type), each page brings the records its rows point to. Pages of
   * one section asked in the same tick with different `references` or `fields` (two aliases of a detail tab) are
   * one call asking the union of both (whole rows when one asks whole rows).
   */
  sections(
    objectName: string,
    sectionPath: string,
    currentPage: number,
    pageSize: number,
    references?: readonly string[],
    /** The fields the rows are shown with (their rows carry those only); null: whole rows. */
    fields?: readonly string[] | null,
  ): { load(id: number): Promise<SectionPage | null> };
  /** One page of history for many records: `POST AuditHistory/PagingAndSorting2 { parentIdList }`; a single id uses `parentId`. */
  history(objectName: string, currentPage: number, pageSize: number): DataLoader<number, PageResponse<AuditHistoryItem> | null>;
  /** Shares of many records: `GET {Object}Share/List?idList=`; a single id uses `{Object}Share/List/{id}`. */
  shares(objectName: string): DataLoader<number, ShareModel[] | null>;
  /** Recently changed items under many records: `GET {Object}/GetRecent?idList=`; a single id uses `?parentId=`. */
  recent(objectName: string): DataLoader<number, RecentItem[] | null>;
}

/** A section page as the api answers it, with the records its rows reference when they were asked. */
export type SectionPage = PageResponse & { references?: unknown[] };

/** One record's page of a section, with the rows' selection it is shown with. */
interface SectionAsk {
  id: number;
  references: readonly string[];
  fields: readonly string[] | null;
}

/** The largest batch one upstream call takes (the api's `idList` limit). */
export const MAX_BATCH = 100;
/** The most references one `Record/List` takes (the api's `refList` limit). */
export const MAX_REFS = 500;

type Get = <T>(path: string, query?: QueryParams) => Promise<T>;
type Post = <T>(path: string, key: string, body: unknown) => Promise<T>;

/** The id a row answers to when asked by `id`: role types are asked by their role id. */
function rowKey(objectName: string): (row: { id: number } & Record<string, unknown>) => number {
  const role = recordType(objectName)?.role;
  return role ? (row) => Number(row[role.idField] ?? row.id) : (row) => row.id;
}

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const idList = (ids: readonly number[]) => sortedIds(ids).join(',');

/**
 * A loader over a resource with a one-record call and a batch call whose entries carry the asked `id`.
 * Ids the batch leaves out (no longer readable) load as null.
 */
function perRecord<V, E extends { id: number }>(
  one: (id: number) => Promise<V>,
  many: (ids: readonly number[]) => Promise<BatchResponse<E>>,
  value: (entry: E) => V,
) {
  return new DataLoader<number, V | null>((ids) => oneOrMany(ids, one, many, value), { maxBatchSize: MAX_BATCH });
}

/** The value of each id: a lone id by the one-record call, several by the batch call (null for one it leaves out). */
async function oneOrMany<V, E extends { id: number }>(
  ids: readonly number[],
  one: (id: number) => Promise<V>,
  many: (ids: readonly number[]) => Promise<BatchResponse<E>>,
  value: (entry: E) => V,
): Promise<(V | null)[]> {
  if (ids.length === 1) return [await one(ids[0]!)];
  const res = await many(ids);
  const byId = new Map(res.data.map((e) => [e.id, value(e)]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * The pages of one section (one page number and size) asked in a tick, for any records and row selections: one
 * call with every id (`idList`; a lone id uses `{path}/{id}`), the union of the asked references, and the union of
 * the asked fields, or whole rows when one ask wants them. Each ask gets its record's page.
 */
function sectionLoader(get: Get, path: string, currentPage: number, pageSize: number) {
  return new DataLoader<SectionAsk, SectionPage | null, string>(
    async (asks) => {
      const references = [...new Set(asks.flatMap((a) => a.references))].sort();
      const whole = asks.some((a) => a.fields === null);
      const fields = whole ? null : [...new Set(asks.flatMap((a) => a.fields ?? []))].sort();
      const page = {
        currentPage,
        pageSize,
        ...(references.length ? { references: references.join(',') } : {}),
        ...(fields ? { fields: fields.join(',') } : {}),
      };
      const ids = sortedIds(asks.map((a) => a.id));
      const pages = await oneOrMany<SectionPage, SectionPage & { id: number }>(
        ids,
        (id) => get(`${path}/${id}`, page),
        (batch) => get(path, { idList: batch.join(','), ...page }),
        (e) => e,
      );
      const byId = new Map(ids.map((id, i) => [id, pages[i]!]));
      return asks.map((a) => byId.get(a.id) ?? null);
    },
    {
      maxBatchSize: MAX_BATCH,
      cacheKeyFn: (a) => `${a.id} ${a.references.join(',')} ${a.fields?.join(',') ?? '*'}`,
    },
  );
}

export function createRecordLoaders(get: Get, post: Post): RecordLoaders & { clear(): void } {
  // The request's loaders by resource (and page): one per key, so asks of one tick share its batch.
  const loaders = new Map<string, unknown>();
  const memo = <L>(key: string, make: () => L): L => {
    let l = loaders.get(key) as L | undefined;
    if (!l) loaders.set(key, (l = make()));
    return l;
  };

  const byId = <R extends { id: number }>(objectName: string, ids: readonly number[], rows: R[]) => {
    const keyOf = rowKey(objectName);
    const map = new Map(rows.map((r) => [keyOf(r as R & Record<string, unknown>), r]));
    return ids.map((id) => map.get(id) ?? null);
  };

  const rowLoader = <R extends { id: number }>(objectName: string, extra: QueryParams) =>
    new DataLoader<number, R | null>(
      async (ids) => {
        const res = await get<{ data: R[] }>(`/api/${objectName}/List`, { idList: idList(ids), pageSize: MAX_BATCH, ...extra });
        return byId(objectName, ids, res.data);
      },
      { maxBatchSize: MAX_BATCH },
    );

  const HISTORY = '/api/AuditHistory/PagingAndSorting2';

  const refs = new DataLoader<string, RecordRow | null>(
    async (keys) => {
      const refList = [...new Set(keys)].sort().map((key) => {
        const at = key.lastIndexOf(':');
        return { objectName: key.slice(0, at), id: Number(key.slice(at + 1)) };
      });
      const res = await post<{ data: { objectName: string; id: number; row: RecordRow }[] }>('/api/Record/List', JSON.stringify(refList), {
        refList,
      });
      const found = new Map(res.data.map((e) => [`${e.objectName}:${e.id}`, e.row]));
      return keys.map((key) => found.get(key) ?? null);
    },
    { maxBatchSize: MAX_REFS },
  );

  return {
    refs,
    rows: (objectName) => memo(`rows ${objectName}`, () => rowLoader<RecordRow>(objectName, {})),
    details: (objectName) => memo(`details ${objectName}`, () => rowLoader<RecordModel>(objectName, { childLists: 1 })),
    summaries: (objectName) =>
      memo(`summaries ${objectName}`, () =>
        perRecord<SummaryResponse, SummaryResponse & { id: number }>(
          (id) => get(`/api/${objectName}/GetSummary/${id}`),
          (ids) => get(`/api/${objectName}/GetSummary`, { idList: idList(ids) }),
          (e) => e,
        ),
      ),
    sections: (objectName, sectionPath, currentPage, pageSize, references = [], fields = null) => {
      const loader = memo(`section ${objectName} ${sectionPath} ${currentPage} ${pageSize}`, () =>
        sectionLoader(get, `/api/${objectName}/${sectionPath}`, currentPage, pageSize),
      );
      return { load: (id) => loader.load({ id, references, fields }) };
    },
    history: (objectName, currentPage, pageSize) =>
      memo(`history ${objectName} ${currentPage} ${pageSize}`, () => {
        const page = { currentPage, pageSize };
        return perRecord<PageResponse<AuditHistoryItem>, PageResponse<AuditHistoryItem> & { id: number }>(
          (id) => post(HISTORY, `${objectName} ${id} ${currentPage} ${pageSize}`, { parentObject: objectName, parentId: id, ...page }),
          (ids) =>
            post(HISTORY, `${objectName} [${idList(ids)}] ${currentPage} ${pageSize}`, {
              parentObject: objectName,
              parentIdList: sortedIds(ids),
              ...page,
            }),
          (e) => e,
        );
      }),
    shares: (objectName) =>
      memo(`shares ${objectName}`, () =>
        perRecord<ShareModel[], { id: number; data: ShareModel[] }>(
          async (id) => (await get<{ data: ShareModel[] }>(`/api/${objectName}Share/List/${id}`)).data,
          (ids) => get(`/api/${objectName}Share/List`, { idList: idList(ids) }),
          (e) => e.data,
        ),
      ),
    recent: (objectName) =>
      memo(`recent ${objectName}`, () =>
        perRecord<RecentItem[], { id: number; data: RecentItem[] }>(
          (id) => get(`/api/${objectName}/GetRecent`, { parentId: id }),
          (ids) => get(`/api/${objectName}/GetRecent`, { idList: idList(ids) }),
          (e) => e.data,
        ),
      ),
    clear() {
      loaders.clear();
      refs.clearAll();
    },
  };
}
