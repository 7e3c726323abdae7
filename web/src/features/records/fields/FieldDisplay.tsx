import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { displayDate, displayDateTime, externalHref, formatDuration, formatMoney, formatNumber } from './format';
import type { FieldDisplay_value$key } from './__generated__/FieldDisplay_value.graphql';
import { useDateEntryPreferences } from './dateEntryPreferences';

export const EMPTY_VALUE = '--';

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  return null;
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A value to show: its kind (null when unknown), the raw value, the server's display text and what it references. */
export interface DisplayedValue {
  readonly kind: string | null;
  /** ID: a number that names something, shown without thousands separators. */
  readonly format?: string | null;
  readonly value: unknown;
  /** The server's display text: for USER and USERS the names, for RECORD the record's name. */
  readonly text: string | null | undefined;
  /** A RECORD value's link: the record's page (`text` names it); null when empty or not readable. */
  readonly url?: string | null;
}

/** What one field kind looks like (instants in `timeZone`); the server's `text` wins where it already formatted the value. */
export function renderFieldValue(data: DisplayedValue, timeZone?: string): ReactNode {
  const { kind, value, text } = data;
  const raw = typeof value === 'string' ? value : value == null ? '' : String(value);
  switch (kind) {
    case 'EMAIL':
      return raw ? <a href={`mailto:${raw}`}>{raw}</a> : null;
    case 'URL':
      return raw ? (
        <a href={externalHref(raw)} target="_blank" rel="noreferrer">
          {raw}
        </a>
      ) : null;
    case 'PHONE':
      return raw ? <a href={`tel:${raw}`}>{raw}</a> : null;
    case 'NUMBER': {
      const n = asNumber(value);
      if (n === null) return text;
      return data.format === 'ID' ? String(n) : formatNumber(n);
    }
    case 'MONEY': {
      if (text) return text;
      const n = asNumber(value);
      return n === null ? null : formatMoney(n);
    }
    case 'PERCENT': {
      const n = asNumber(value);
      return n === null ? text : `${formatNumber(n)}%`;
    }
    case 'DATE':
      return raw ? displayDate(raw, undefined, timeZone) : null;
    case 'DATETIME':
      return raw ? displayDateTime(raw, undefined, timeZone) : null;
    case 'DURATION': {
      const n = asNumber(value);
      return n === null ? text : formatDuration(n);
    }
    case 'CHECKBOX':
      return value === true || value === 'true' || value === 1 ? 'Yes' : 'No';
    case 'USER':
    case 'USERS':
      // The readable users' names (the ids alone would mean nothing).
      return text;
    case 'RECORD':
      return data.url ? <Link to={data.url}>{text || data.url}</Link> : text;
    case 'TEXTAREA':
      return raw ? <span style={{ whiteSpace: 'pre-wrap' }}>{text ?? raw}</span> : null;
    default:
      // TEXT, SELECT (the option label is the text) and any kind added later
      return text ?? (raw || null);
  }
}

/** One field value of any record, shown the way its kind asks for ("--" when empty). */
export function FieldDisplay({ value }: { value: FieldDisplay_value$key }) {
  const { timeZone } = useDateEntryPreferences();
  const data = useFragment(
    graphql`
      fragment FieldDisplay_value on FieldValue {
        kind
        format
        value
        text
        url
      }
    `,
    value,
  );
  if (data.kind !== 'CHECKBOX' && isEmptyValue(data.value) && !data.text && !data.url) return <>{EMPTY_VALUE}</>;
  const shown = renderFieldValue(data, timeZone);
  return <>{shown === null || shown === undefined || shown === '' ? EMPTY_VALUE : shown}</>;
}
