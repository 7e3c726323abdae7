// The list's sort order, kept per object (spec: filters and sort are stored per object).
export type Direction = 'ASC' | 'DESC';
export interface Order {
  field: string;
  direction: Direction;
}

const keyOf = (type: string) => `listSort:${type}`;

export function storedOrder(type: string, sortable: readonly string[]): Order | null {
  try {
    const raw = window.localStorage.getItem(keyOf(type));
    const parsed = raw ? (JSON.parse(raw) as Partial<Order>) : null;
    if (
      parsed &&
      typeof parsed.field === 'string' &&
      sortable.includes(parsed.field) &&
      (parsed.direction === 'ASC' || parsed.direction === 'DESC')
    )
      return { field: parsed.field, direction: parsed.direction };
  } catch {
    // unreadable storage or an old value: no stored order
  }
  return null;
}

export function storeOrder(type: string, order: Order | null): void {
  try {
    if (order) window.localStorage.setItem(keyOf(type), JSON.stringify(order));
    else window.localStorage.removeItem(keyOf(type));
  } catch {
    // storage unavailable: the order lasts for this page only
  }
}
