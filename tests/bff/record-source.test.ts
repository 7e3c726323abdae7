// A record row the request owns becomes its own GraphQL source (no copy per row), typed by the row's own type; a row
// that already serves as another type is copied, so neither source changes type under the other.
import { describe, expect, it } from 'vitest';
import { asSource, recordSource } from '../../bff/src/schema/engine/source';

describe('recordSource', () => {
  it('types the row itself, by its own objectName over the type it was asked as', () => {
    const row = { id: 7, name: 'Acme', objectName: 'Organization' };
    const src = recordSource('Lead', row, { read: true, write: true, lock: false } as never);
    expect(src).toBe(row);
    expect(src.__typename).toBe('Organization');
    expect(src.permission).toEqual({ read: true, write: true, lock: false });
    expect(recordSource('Organization', row)).toBe(src);
  });

  it('copies a row that is already the source of another type, leaving the first as it was', () => {
    const row = { id: 3, name: 'Call back' };
    const task = recordSource('Task', row);
    const event = recordSource('Event', row);
    expect(event).not.toBe(row);
    expect([task.__typename, event.__typename, row.name]).toEqual(['Task', 'Event', 'Call back']);
    expect(event.name).toBe('Call back');
  });

  it('asSource always copies (for objects other fields also return as something else)', () => {
    const row = { id: 5, name: 'Quote' };
    const src = asSource('SaleQuote', row);
    expect(src).not.toBe(row);
    expect(src.__typename).toBe('SaleQuote');
    expect('__typename' in row).toBe(false);
  });
});
