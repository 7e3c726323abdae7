import DataLoader from 'dataloader';
import { recordType } from '../../../contract';
import type { PageResponse, RecordModel, RecordRow, SummaryResponse } from '../../../contract';
import type { QueryParams } from '../upstream/client';

/** The loaders of record data, one per upstream resource, each batching every id asked in a tick into one call. */
export interface RecordLoaders {
  /** Rows of one type by id: `GET /api/{Object}/List?idList=` (role types: by role id, e.g. leadId). */
  rows(objectName: string): DataLoader<number, RecordRow | null>;
  /** Rows with their child lists (addresses, phones, e-mails): `List?idList=…&childLists=1`. */
  details(objectName: string): DataLoader<number, RecordModel | null>;
  /** Summaries (quick actions, follow state, dropbox): `GetSummary?idList=`; a single id uses `GetSummary/{id}`. */
  summaries(objectName: string): DataLoader<number, SummaryResponse | null>;
  /** One page of a record section for many records: `{Section}?idList=`; a single id uses `{Section}/{id}`. */
  sections(objectName: string, sectionPath: string, currentPage: number, pageSize: number): DataLoader<number, PageResponse | null>;
}

/** The largest batch one upstream call takes (the api's `idList` limit). */
export const MAX_BATCH = 100;

type Get = <T>(path: string, query?: QueryParams) => Promise<T>;

/** The id a row answers to when asked by `id`: role types are asked by their role id. */
function rowKey(objectName: string): (row: { id: number } & Record<string, unknown>) => number {
  const role = recordType(objectName)?.role;
  return role ? (row) => Number(row[role.idField] ?? row.id) : (row) => row.id;
}

const idList = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');

export function createRecordLoaders(get: Get): RecordLoaders & { clear(): void } {
  const loaders = new Map<string, DataLoader<number, unknown>>();
  const memo = <V>(key: string, make: () => DataLoader<number, V>): DataLoader<number, V> => {
    let l = loaders.get(key);
    if (!l) {
      l = make() as DataLoader<number, unknown>;
      loaders.set(key, l);
    }
    return l as DataLoader<number, V>;
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

  return {
    rows: (objectName) => memo(`rows ${objectName}`, () => rowLoader<RecordRow>(objectName, {})),
    details: (objectName) => memo(`details ${objectName}`, () => rowLoader<RecordModel>(objectName, { childLists: 1 })),
    summaries: (objectName) =>
      memo(
        `summaries ${objectName}`,
        () =>
          new DataLoader<number, SummaryResponse | null>(
            async (ids) => {
              if (ids.length === 1) return [await get<SummaryResponse>(`/api/${objectName}/GetSummary/${ids[0]}`)];
              const res = await get<{ data: SummaryResponse[] }>(`/api/${objectName}/GetSummary`, { idList: idList(ids) });
              const map = new Map(res.data.map((s) => [s.model.id, s]));
              return ids.map((id) => map.get(id) ?? null);
            },
            { maxBatchSize: MAX_BATCH },
          ),
      ),
    sections: (objectName, sectionPath, currentPage, pageSize) =>
      memo(
        `section ${objectName} ${sectionPath} ${currentPage} ${pageSize}`,
        () =>
          new DataLoader<number, PageResponse | null>(
            async (ids) => {
              const page = { currentPage, pageSize };
              if (ids.length === 1) return [await get<PageResponse>(`/api/${objectName}/${sectionPath}/${ids[0]}`, page)];
              const res = await get<{ data: (PageResponse & { id: number })[] }>(`/api/${objectName}/${sectionPath}`, {
                idList: idList(ids),
                ...page,
              });
              const map = new Map(res.data.map((p) => [p.id, p]));
              return ids.map((id) => map.get(id) ?? null);
            },
            { maxBatchSize: MAX_BATCH },
          ),
      ),
    clear() {
      loaders.clear();
    },
  };
}
