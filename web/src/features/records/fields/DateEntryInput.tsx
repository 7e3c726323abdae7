import { useState, type KeyboardEvent } from 'react';
import { Button, FieldError, Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { TZDate } from '@date-fns/tz';
import {
  dayOf,
  dayOfValue,
  entryEdge,
  formatDateTimeEntry,
  formatDay,
  instantOfWall,
  isoDay,
  parseDate,
  parseDateTime,
  stepDateTime,
  stepDay,
  wallOfInstant,
  workingTime,
  type WallDateTime,
} from './dateEntry';
import { useDateEntryPreferences } from './dateEntryPreferences';
import type { KindInputProps } from './FieldInput';
import styles from '../../../ui/Field.module.css';

/**
 * A DATE or DATETIME field typed in the user's own format (spec: "Date and time entry parse by the user's format; a
 * missing time takes the working-hour start or end of that weekday"; "The current day displays as 'Today'"; "Date
 * arrows step 1 day; time arrows step 30 minutes"; "Dates go to the server as yyyy-MM-dd"). The value changes as soon
 * as the text reads as a date; text that does not is kept, marked invalid, and leaves the value as it was.
 * The arrows are named without the field's label, so a field's label names its text box only.
 * Keys: ↑/↓ step a day on a date and half an hour on a date and time; Page Up/Down step a day on a date and time.
 */
export function DateEntryInput({ field, value, onChange, onBlur, error, isReadOnly }: KindInputProps) {
  const { dateFormat, timeFormat, workingHours, timeZone } = useDateEntryPreferences();
  const isDateTime = field.kind === 'DATETIME';
  // Today and a date and time's wall clock are the user's zone's (the api counts days in it too).
  const today = dayOf(timeZone ? TZDate.tz(timeZone) : new Date());
  const edge = entryEdge(field.name);
  const current: WallDateTime | null = isDateTime
    ? wallOfInstant(value, timeZone)
    : ((day) => (day ? { ...day, hour: 0, minute: 0 } : null))(dayOfValue(value));
  const shown = current
    ? isDateTime
      ? formatDateTimeEntry(current, dateFormat, timeFormat, today)
      : formatDay(current, dateFormat, today)
    : '';
  // The text being typed, kept until it is left valid (or empty); null shows the value in the user's format.
  const [draft, setDraft] = useState<string | null>(null);
  const isDraftInvalid = draft !== null && draft.trim() !== '' && parse(draft) === null;
  const pattern = isDateTime ? `${dateFormat} ${timeFormat}` : dateFormat;
  const shownError = error ?? (isDraftInvalid ? `Enter the date as ${pattern}` : undefined);

  function parse(text: string): WallDateTime | null {
    if (isDateTime) return parseDateTime(text, { dateFormat, today, workingHours, edge });
    const day = parseDate(text, dateFormat, today);
    return day ? { ...day, hour: 0, minute: 0 } : null;
  }

  function commit(wall: WallDateTime) {
    onChange(isDateTime ? instantOfWall(wall, timeZone) : isoDay(wall));
  }

  function change(text: string) {
    setDraft(text);
    if (!text.trim()) {
      onChange(null);
      return;
    }
    const parsed = parse(text);
    if (parsed) commit(parsed);
  }

  function step(unit: 'day' | 'time', direction: 1 | -1) {
    const minutes = workingTime(today, edge, workingHours);
    const base = current ?? { ...today, hour: Math.floor(minutes / 60), minute: minutes % 60 };
    setDraft(null);
    if (unit === 'time') commit(stepDateTime(base, direction));
    else commit({ ...base, ...stepDay(base, direction) });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (isReadOnly) return;
    const direction =
      event.key === 'ArrowUp' || event.key === 'PageUp' ? 1 : event.key === 'ArrowDown' || event.key === 'PageDown' ? -1 : 0;
    if (!direction) return;
    event.preventDefault();
    step(isDateTime && event.key.startsWith('Arrow') ? 'time' : 'day', direction);
  }

  const arrow = (unit: 'day' | 'time', direction: 1 | -1, label: string, glyph: string) => (
    <Button className={styles.comboButton} aria-label={label} onPress={() => step(unit, direction)} excludeFromTabOrder>
      <span aria-hidden="true">{glyph}</span>
    </Button>
  );

  return (
    <AriaTextField
      className={styles.field}
      name={field.name}
      value={draft ?? shown}
      onChange={change}
      onBlur={() => {
        if (!isDraftInvalid) setDraft(null);
        onBlur?.();
      }}
      isRequired={field.required}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(shownError)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>
        {field.label}
        {field.required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.comboRow}>
        <Input className={styles.input} placeholder={pattern} autoComplete="off" onKeyDown={onKeyDown} />
        {isReadOnly ? null : (
          <>
            {arrow('day', -1, 'Previous day', '‹')}
            {arrow('day', 1, 'Next day', '›')}
            {isDateTime ? (
              <>
                {arrow('time', -1, '30 minutes earlier', '−30′')}
                {arrow('time', 1, '30 minutes later', '+30′')}
              </>
            ) : null}
          </>
        )}
      </div>
      <FieldError className={styles.error}>{shownError}</FieldError>
    </AriaTextField>
  );
}
