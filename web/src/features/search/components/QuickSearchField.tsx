import { lazy, startTransition, Suspense, useId, useRef, useState } from 'react';
import styles from './QuickSearch.module.css';

// The combo box (react-aria's ComboBox, ListBox, Popover and their localized strings) loads when the user shows
// intent, hovering or focusing the box: the top bar is on every page, the search is used now and then.
const QuickSearch = lazy(() => import('./QuickSearch').then((m) => ({ default: m.QuickSearch })));
const loadQuickSearch = () => void import('./QuickSearch');

/**
 * The top bar's quick search box as first drawn: the same labelled combobox input, which hands over what was typed
 * (and the focus) to the real quick search once its code is here.
 */
export function QuickSearchField() {
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const focused = useRef(false);
  const id = useId();
  const want = () => {
    loadQuickSearch();
    // A transition: this box stays on screen, focused and typed into, until the real one can replace it.
    startTransition(() => setWanted(true));
  };
  const placeholder = (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.visuallyHidden}>
        Quick search
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        autoComplete="off"
        className={styles.input}
        placeholder="Search…"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPointerEnter={loadQuickSearch}
        onFocus={() => {
          focused.current = true;
          want();
        }}
        onBlur={() => {
          focused.current = false;
        }}
      />
    </div>
  );
  return (
    <Suspense fallback={placeholder}>{wanted ? <QuickSearch initialText={text} autoFocus={focused.current} /> : placeholder}</Suspense>
  );
}
