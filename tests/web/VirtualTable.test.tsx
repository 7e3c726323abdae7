import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { VirtualTable, loadVirtualWindow, type ColumnDef, type RowSelectionState } from '../../web/src/ui/VirtualTable';

const windowRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-hidden') !== 'true');

interface Item {
  id: string;
  name: string;
}
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));
const columns: ColumnDef<Item>[] = [
  {
    id: 'select',
    header: ({ table }) => <input type="checkbox" aria-label="Select all rows" onChange={table.getToggleAllRowsSelectedHandler()} />,
  },
  { id: 'name', header: 'Name' },
];

function Harness({ count, onNearEnd }: { count: number; onNearEnd?: () => void }) {
  const data = useMemo(() => items(count), [count]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <p data-testid="selected">{Object.keys(selection).filter((k) => selection[k]).length}</p>
      <VirtualTable
        label="Things"
        columns={columns}
        data={data}
        getRowId={(r) => r.id}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        {...(onNearEnd ? { onNearEnd } : {})}
        renderRow={(row, props) => (
          <tr key={row.id} {...props}>
            <td>
              <input
                type="checkbox"
                aria-label={`Select ${row.original.name}`}
                checked={row.getIsSelected()}
                onChange={(e) => row.toggleSelected(e.currentTarget.checked)}
              />
            </td>
            <td>{row.original.name}</td>
          </tr>
        )}
      />
    </>
  );
}

describe('the virtual table', () => {
  it('renders a page of 100 rows whole, with no spacer', () => {
    render(<Harness count={100} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(windowRows(table)).toHaveLength(101);
    expect(table.querySelector('tr[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('Row 99')).toBeTruthy();
  });

  // First in the file: the window's code is not loaded yet.
  it('renders a list longer than 100 rows whole until the window has loaded, then as a window', async () => {
    render(<Harness count={150} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(windowRows(table)).toHaveLength(151);
    await waitFor(() => expect(windowRows(table).length).toBeLessThan(60));
    expect(table.querySelector('tr[aria-hidden="true"] td')).toBeTruthy();
    expect(screen.getByText('Row 0')).toBeTruthy();
    expect(screen.queryByText('Row 149')).toBeNull();
  });

  it('renders 10,000 rows as a window of a few dozen <tr>, with spacers standing for the rest', async () => {
    await loadVirtualWindow();
    render(<Harness count={10_000} />);
    const table = screen.getByRole('table', { name: 'Things' });
    const rendered = windowRows(table);
    // the header row plus the rows of a 600 px window and the overscan, never the 10,000
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByText('Row 0')).toBeTruthy();
    expect(screen.queryByText('Row 9999')).toBeNull();
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    // the bottom spacer keeps the scroll height of the whole list (41 px estimated per row)
    const spacer = table.querySelector('tr[aria-hidden="true"] td') as HTMLElement;
    expect(parseInt(spacer.style.height, 10)).toBeGreaterThan(9_900 * 41);
  });

  it('keeps its rows (and the focus in one) when a list grows past 100 rows and becomes a window', async () => {
    await loadVirtualWindow();
    function Growing() {
      const [count, setCount] = useState(100);
      return (
        <>
          <button onClick={() => setCount(150)}>More</button>
          <Harness key="list" count={count} />
        </>
      );
    }
    render(<Growing />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(windowRows(table)).toHaveLength(101);
    const box = screen.getByRole('checkbox', { name: 'Select Row 5' });
    box.focus();
    // fireEvent does not move the focus: it stays on the row's checkbox, as a keyboard user's would.
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(windowRows(table).length).toBeLessThan(60));
    expect(table.getAttribute('aria-rowcount')).toBe('151');
    expect(screen.getByRole('checkbox', { name: 'Select Row 5' })).toBe(box);
    expect(document.activeElement).toBe(box);
  });

  it('selects rows by their labelled checkboxes, and all rows from the header', () => {
    render(<Harness count={30} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Row 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Row 3' }));
    expect(screen.getByTestId('selected').textContent).toBe('2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByTestId('selected').textContent).toBe('30');
  });

  it('asks for more within 100 px of the bottom, not before', () => {
    const onNearEnd = vi.fn();
    render(<Harness count={200} onNearEnd={onNearEnd} />);
    const scroller = screen.getByTestId('virtual-table-scroller');
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 8_200 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 600 });
    scroller.scrollTop = 7_400; // 200 px from the bottom
    fireEvent.scroll(scroller);
    expect(onNearEnd).not.toHaveBeenCalled();
    scroller.scrollTop = 7_520; // 80 px from the bottom
    fireEvent.scroll(scroller);
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });
});
