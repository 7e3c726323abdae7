// Task action forms: durations in days, hours and minutes (stored in seconds), the 60-second call minimum
// refused before sending, and the variables each form sends.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TaskActionForm } from '../../web/src/features/tasks/components/TaskActionForms';
import { CALL_MINIMUM_MESSAGE, durationText, joinDuration, partOf, splitDuration } from '../../web/src/features/tasks/duration';
import { createMockEnvironment, operationName, pendingOperation, renderWithRelay } from './support/RelayTestWrapper';

const task = {
  id: 'VGFzazox',
  subject: 'Call the supplier',
  version: 3,
  workEffort: 93_900,
  dueDate: '2026-03-10T09:00:00Z',
  taskStatus: 'IN_PROGRESS',
};

describe('durations', () => {
  it('split into days, hours and minutes and join back into seconds', () => {
    expect(splitDuration(93_900)).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(joinDuration({ days: 1, hours: 2, minutes: 5 })).toBe(93_900);
    expect(splitDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationText(93_900)).toBe('1 day 2 hours 5 minutes');
    expect(durationText(3_600 * 49)).toBe('2 days 1 hour');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(null)).toBe('0 minutes');
    expect([partOf(''), partOf(' 7 '), partOf('1.5'), partOf('-1'), partOf('x')]).toEqual([0, 7, null, null, null]);
  });
});

describe('task action forms', () => {
  it('log call refuses less than a minute without calling the server, then sends the seconds', async () => {
    const environment = createMockEnvironment();
    const onDone = vi.fn();
    renderWithRelay(<TaskActionForm action="LOG_CALL" task={task} onDone={onDone} />, environment);
    const form = await screen.findByRole('form', { name: 'Log call: Call the supplier' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(CALL_MINIMUM_MESSAGE);
    expect(environment.mock.getAllOperations().filter((o) => operationName(o) === 'TaskActionFormsLogCallMutation')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Hours' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Minutes' }), { target: { value: '30' } });
    expect(form.textContent).toContain('Duration: 1 hour 30 minutes');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pendingOperation(environment, 'TaskActionFormsLogCallMutation')).toBeDefined());
    const op = pendingOperation(environment, 'TaskActionFormsLogCallMutation')!;
    expect(op.request.variables.input).toEqual({ id: task.id, version: 3, duration: 5_400, subject: null });
    environment.mock.resolve(op, { data: { logTaskCall: { __typename: 'TaskActionSuccess', task: null } } });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('adjust starts from the stored effort and status and sends them in seconds; a refusal is shown', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<TaskActionForm action="ADJUST" task={task} onDone={() => undefined} />, environment);
    const form = await screen.findByRole('form', { name: 'Adjust: Call the supplier' });
    expect((within(form).getByRole('textbox', { name: 'Days' }) as HTMLInputElement).value).toBe('1');
    expect(form.textContent).toContain('Work effort: 1 day 2 hours 5 minutes');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Days' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pendingOperation(environment, 'TaskActionFormsAdjustMutation')).toBeDefined());
    const op = pendingOperation(environment, 'TaskActionFormsAdjustMutation')!;
    expect(op.request.variables.input).toEqual({ id: task.id, version: 3, workEffort: 7_500, taskStatus: 'In Progress' });
    const refusal = "Only the task's owner or an assignee who accepted it can adjust this task.";
    environment.mock.resolve(op, {
      data: { adjustTask: { __typename: 'PermissionError', __isError: 'PermissionError', message: refusal } },
    });
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal);
  });

  it('schedule sends the due date typed', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<TaskActionForm action="SCHEDULE" task={task} onDone={() => undefined} />, environment);
    const form = await screen.findByRole('form', { name: 'Schedule: Call the supplier' });
    fireEvent.change(within(form).getByLabelText('Due date'), { target: { value: '2026-04-01T14:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pendingOperation(environment, 'TaskActionFormsScheduleMutation')).toBeDefined());
    expect(pendingOperation(environment, 'TaskActionFormsScheduleMutation')!.request.variables.input).toEqual({
      id: task.id,
      version: 3,
      dueDate: new Date(2026, 3, 1, 14, 30).toISOString(),
    });
  });
});
