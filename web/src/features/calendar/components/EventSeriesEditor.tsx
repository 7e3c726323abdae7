import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import { choiceOf, describeRule, ruleOf, type Frequency, type RepeatChoice } from '../recurrence';
import { useCalendarZone } from '../zone';
import type { CalendarEventData } from '../items';
import styles from '../Calendar.module.css';
import type { EventSeriesEditorRecurrenceMutation } from './__generated__/EventSeriesEditorRecurrenceMutation.graphql';
import type { EventSeriesEditorGroupsMutation } from './__generated__/EventSeriesEditorGroupsMutation.graphql';
import type { EventSeriesEditorInviteMutation } from './__generated__/EventSeriesEditorInviteMutation.graphql';

const FREQUENCIES: { id: Frequency; label: string }[] = [
  { id: 'NONE', label: 'Does not repeat' },
  { id: 'DAILY', label: 'Daily' },
  { id: 'WEEKLY', label: 'Weekly' },
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'YEARLY', label: 'Yearly' },
];

export interface GroupChoice {
  rowId: number;
  name: string;
}

export interface EventSeriesEditorProps {
  event: CalendarEventData;
  groups: readonly GroupChoice[];
  /** Something was saved: the calendar reads the range again. */
  onSaved: () => void;
}

/**
 * The parts of the event editor the record form does not have: the repeat rule (set on the series, in its zone
 * or, for a new series, the user's time zone preference), the groups invited (a group invitation reaches every member) and the invite by mail
 * (an iCalendar attachment, when a mail service is configured).
 */
export function EventSeriesEditor({ event, groups, onSaved }: EventSeriesEditorProps) {
  const zone = useCalendarZone();
  const [choice, setChoice] = useState<RepeatChoice>(() => choiceOf(event.recurrenceRule));
  const invited = (event.attendees ?? []).filter((a) => a.userType === 'GROUP').map((a) => a.userId);
  const [groupIds, setGroupIds] = useState<number[]>(invited);
  const [message, setMessage] = useState<string | null>(null);
  const [setRule, savingRule] = useMutation<EventSeriesEditorRecurrenceMutation>(graphql`
    mutation EventSeriesEditorRecurrenceMutation($input: SetEventRecurrenceInput!) {
      setEventRecurrence(input: $input) {
        __typename
        ... on SetEventRecurrenceSuccess {
          rule
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [setGroups, savingGroups] = useMutation<EventSeriesEditorGroupsMutation>(graphql`
    mutation EventSeriesEditorGroupsMutation($input: SetEventGroupAttendeesInput!) {
      setEventGroupAttendees(input: $input) {
        __typename
        ... on SetEventGroupAttendeesSuccess {
          groupIds
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [invite, inviting] = useMutation<EventSeriesEditorInviteMutation>(graphql`
    mutation EventSeriesEditorInviteMutation($input: EventIdInput!) {
      sendEventInvite(input: $input) {
        __typename
        ... on SendEventInviteSuccess {
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const saveRule = () =>
    setRule({
      variables: { input: { eventId: event.rowId, rule: ruleOf(choice), timeZone: event.timeZone ?? zone } },
      onCompleted: (r) => {
        const res = r.setEventRecurrence;
        if (res.__typename === 'SetEventRecurrenceSuccess') {
          setMessage(`Saved: ${describeRule(res.rule)}`);
          onSaved();
        } else setMessage(res.message ?? 'The rule was not saved');
      },
      onError: (e) => setMessage(e.message),
    });
  const saveGroups = () =>
    setGroups({
      variables: { input: { eventId: event.rowId, groupIds } },
      onCompleted: (r) => {
        const res = r.setEventGroupAttendees;
        if (res.__typename === 'SetEventGroupAttendeesSuccess') {
          setMessage('Groups saved');
          onSaved();
        } else setMessage(res.message ?? 'The groups were not saved');
      },
      onError: (e) => setMessage(e.message),
    });
  const sendInvite = () =>
    invite({
      variables: { input: { eventId: event.rowId } },
      onCompleted: (r) => setMessage(r.sendEventInvite.message ?? null),
      onError: (e) => setMessage(e.message),
    });

  const numberOrNull = (v: string) => (/^\d+$/.test(v.trim()) && Number(v) > 0 ? Number(v) : null);
  return (
    <div className={styles.seriesEditor} data-testid="event-series-editor">
      <fieldset className={styles.fieldset}>
        <legend>Repeat</legend>
        <SelectField
          label="Repeats"
          name="frequency"
          options={FREQUENCIES}
          value={choice.frequency}
          onChange={(v) => setChoice({ ...choice, frequency: v as Frequency })}
        />
        {choice.frequency !== 'NONE' ? (
          <>
            <TextField
              label="Every"
              name="interval"
              value={String(choice.interval)}
              onChange={(v) => setChoice({ ...choice, interval: numberOrNull(v) ?? 1 })}
            />
            <TextField
              label="Times (empty: no limit)"
              name="count"
              value={choice.count ? String(choice.count) : ''}
              onChange={(v) => setChoice({ ...choice, count: numberOrNull(v) })}
            />
          </>
        ) : null}
        <p className={styles.muted}>{describeRule(ruleOf(choice))}</p>
        <Button variant="secondary" onPress={saveRule} isDisabled={savingRule}>
          Save repeat
        </Button>
      </fieldset>
      {groups.length ? (
        <fieldset className={styles.fieldset}>
          <legend>Invite groups</legend>
          {groups.map((g) => (
            <label key={g.rowId} className={styles.choice}>
              <input
                type="checkbox"
                checked={groupIds.includes(g.rowId)}
                onChange={(e) => setGroupIds(e.target.checked ? [...groupIds, g.rowId] : groupIds.filter((id) => id !== g.rowId))}
              />
              {g.name}
            </label>
          ))}
          <Button variant="secondary" onPress={saveGroups} isDisabled={savingGroups}>
            Save groups
          </Button>
        </fieldset>
      ) : null}
      <Button variant="secondary" onPress={sendInvite} isDisabled={inviting}>
        Send invitation
      </Button>
      {message ? (
        <p role="status" className={styles.muted}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
