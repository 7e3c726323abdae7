import { lazy, startTransition, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SelectFieldProps } from './SelectField';
import styles from './Field.module.css';

// react-aria's Select (listbox, popover, collections, typeahead: the largest part of the design system) loads when
// the user shows intent: hovering, focusing or pressing the trigger. A list page's view picker and page size are
// on screen at once, but rarely used before the rows.
const SelectField = lazy(() => import('./SelectField').then((m) => ({ default: m.SelectField })));
const loadSelectField = () => void import('./SelectField');

/** The keys that open a select from its trigger (as react-aria's Select). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * SelectField with the same label, look and name ("<value> <label>", a button that pops up a listbox) whose
 * react-aria code arrives on first intent; the real select then takes over, with focus and the opening request.
 */
export function DeferredSelectField(props: SelectFieldProps) {
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null);
  const focused = useRef(false);
  const labelId = useId();
  const valueId = useId();
  // A transition: the placeholder stays on screen, focused and usable, until the real select can replace it.
  const want = (open: boolean) => {
    loadSelectField();
    startTransition(() => setWanted((w) => ({ open: open || Boolean(w?.open) })));
  };
  const { label, options, value, error, isDisabled, inline, name } = props;
  const placeholder = (
    <div className={inline ? `${styles.field} ${styles.inline}` : styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        type="button"
        className={styles.selectButton}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        aria-invalid={error ? true : undefined}
        disabled={isDisabled}
        onPointerEnter={loadSelectField}
        onFocus={() => {
          focused.current = true;
          want(false);
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onClick={() => want(true)}
        onKeyDown={(e: KeyboardEvent) => {
          if (!OPENING_KEYS.has(e.key)) return;
          e.preventDefault();
          want(true);
        }}
      >
        <span id={valueId}>{options.find((o) => o.id === value)?.label ?? 'Select an item'}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {error ? <div className={styles.error}>{error}</div> : null}
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      {wanted ? <SelectField {...props} autoFocus={focused.current || wanted.open} defaultOpen={wanted.open} /> : placeholder}
    </Suspense>
  );
}
