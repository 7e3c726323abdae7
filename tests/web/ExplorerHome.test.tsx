import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ExplorerHome from '../../web/src/features/panels/components/ExplorerHome';
import { MockPayloadGenerator, createMockEnvironment, pendingOperation, renderWithRelay } from './support/RelayTestWrapper';

describe('the Explorer home', () => {
  it('lists a page’s items, pages on at 4, and sends a question', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<ExplorerHome />, environment);
    const answer = (currentPage: number) => {
      const op = pendingOperation(environment, 'ExplorerHomeQuery')!;
      expect(op.request.variables).toMatchObject({ page: 'getting-started', currentPage });
      act(() => {
        environment.mock.resolve(
          op,
          MockPayloadGenerator.generate(op, {
            Viewer: () => ({ id: 'v1' }),
            ExplorerSubpage: () => ({
              pageSize: 4,
              totalItem: 5,
              items: (currentPage === 1 ? ['A', 'B', 'C', 'D'] : ['E']).map((t) => ({
                value: t,
                title: `Item ${t}`,
                description: '',
                url: '/',
              })),
            }),
            ExplorerQuestionForm: () => ({ email: 'casey@acme.example', name: 'Casey' }),
          }),
        );
      });
    };
    await waitFor(() => expect(pendingOperation(environment, 'ExplorerHomeQuery')).toBeTruthy());
    answer(1);
    expect(await screen.findByText('Item D')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pendingOperation(environment, 'ExplorerHomeQuery')?.request.variables.currentPage).toBe(2));
    answer(2);
    expect(await screen.findByText('Item E')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'Tax' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Question/ }), { target: { value: 'How?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const op = pendingOperation(environment, 'ExplorerHomeQuestionMutation')!;
    expect(op.request.variables.input).toEqual({ email: 'casey@acme.example', name: 'Casey', subject: 'Tax', question: 'How?' });
  });
});
