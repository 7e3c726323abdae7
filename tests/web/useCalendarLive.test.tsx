// The live calendar subscribes for the users and groups it shows (the bff filters the changes on them), keeps one
// subscription while they stay the same, and reads the calendar again when a change arrives.
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useCalendarLive, type ShownEntry } from '../../web/src/features/calendar/subscriptions/useCalendarLive';
import { MockPayloadGenerator, createMockEnvironment, operationName } from './support/RelayTestWrapper';

function Live({ shown, onChange }: { shown: ShownEntry[]; onChange: () => void }) {
  useCalendarLive('Event', shown, onChange);
  return null;
}
const withRelay = (environment: ReturnType<typeof createMockEnvironment>, shown: ShownEntry[], onChange: () => void) => (
  <RelayEnvironmentProvider environment={environment}>
    <Live shown={shown} onChange={onChange} />
  </RelayEnvironmentProvider>
);

const subscriptions = (environment: ReturnType<typeof createMockEnvironment>) =>
  environment.mock.getAllOperations().filter((op) => operationName(op) === 'useCalendarLiveSubscription');

describe('useCalendarLive', () => {
  it('subscribes for the entries shown, once while they stay the same, and reads again on a change', () => {
    const environment = createMockEnvironment();
    const onChange = vi.fn();
    const shown: ShownEntry[] = [
      { userId: 3, userType: 'user' },
      { userId: 7, userType: 'group' },
    ];
    const view = render(withRelay(environment, shown, onChange));
    const [op, ...more] = subscriptions(environment);
    expect(more).toEqual([]);
    expect(op!.request.variables).toEqual({
      type: 'Event',
      involving: [
        { userId: 3, userType: 'USER' },
        { userId: 7, userType: 'GROUP' },
      ],
    });
    // A new array with the same entries (every render of the calendar) keeps the subscription.
    view.rerender(withRelay(environment, [...shown], onChange));
    expect(subscriptions(environment)).toHaveLength(1);
    act(() => environment.mock.nextValue(op!, MockPayloadGenerator.generate(op!)));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not subscribe when no entry is shown', () => {
    const environment = createMockEnvironment();
    render(withRelay(environment, [], () => undefined));
    expect(subscriptions(environment)).toEqual([]);
  });
});
