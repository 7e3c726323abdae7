// The frame the todo and bookmark panels share: the header action, an inline form that keeps what was typed after
// a refusal and names the refused field, and a delete that asks first and shows the refusal it gets.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MutationOutcome } from '../../web/src/app/relay/useMutationOutcome';
import { Button } from '../../web/src/ui';
import { EditPanel, NameForm, usePanelOutcome } from '../../web/src/features/panels/components/EditPanel';

type Run = (name: string) => Promise<MutationOutcome>;

function ListPanel({ save, remove }: { save: Run; remove: () => Promise<MutationOutcome> }) {
  const { error, setError, outcome, confirm, dialog } = usePanelOutcome();
  const [name, setName] = useState<string | null>(null);
  return (
    <EditPanel title="To Do" actionLabel="New list" onAction={() => setName('')} dialog={dialog}>
      {name !== null ? (
        <NameForm
          label="New list"
          field={{ label: 'List name', name: 'listName' }}
          value={name}
          onChange={setName}
          error={error?.field === 'name' ? error.message : undefined}
          saving={false}
          onSubmit={() => void save(name).then((r) => outcome(r) && setName(null))}
          onCancel={() => {
            setName(null);
            setError(null);
          }}
        />
      ) : null}
      {error && !error.field ? <p role="alert">{error.message}</p> : null}
      <Button onPress={() => confirm('Delete this list?', remove)}>Delete list</Button>
    </EditPanel>
  );
}

const saved: MutationOutcome = { ok: true, message: null, payload: {} };

describe('EditPanel', () => {
  it('opens the form from the header; a refused save keeps the text and names the field; a saved one closes', async () => {
    const save = vi
      .fn<Run>()
      .mockResolvedValueOnce({
        ok: false,
        message: 'Please complete all required fields',
        fields: [{ field: 'name', message: 'Name is required.' }],
      })
      .mockResolvedValueOnce(saved);
    render(<ListPanel save={save} remove={async () => saved} />);
    expect(screen.getByRole('heading', { name: 'To Do' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New list' }));
    const form = screen.getByRole('form', { name: 'New list' });
    const field = screen.getByRole('textbox', { name: /List name/ });
    fireEvent.change(field, { target: { value: 'Calls' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Please complete all required fields')).toBeTruthy());
    expect(save).toHaveBeenLastCalledWith('Calls');
    expect(form.isConnected).toBe(true);
    expect((screen.getByRole('textbox', { name: /List name/ }) as HTMLInputElement).value).toBe('Calls');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New list' })).toBeNull());
    expect(screen.queryByText('Please complete all required fields')).toBeNull();
  });

  it('asks before deleting, runs nothing on Cancel, and shows the refusal of a confirmed delete', async () => {
    const remove = vi.fn(async (): Promise<MutationOutcome> => ({ ok: false, message: 'Not found', fields: [] }));
    render(<ListPanel save={async () => saved} remove={remove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('Delete this list?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete this list?')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete list' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
