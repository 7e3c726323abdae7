import { useContext, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import {
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { useDebouncedValue } from '../../records/list/useDebouncedValue';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS } from '../../records/fields/search';
import type { QuickSearchQuery, QuickSearchQuery$data } from './__generated__/QuickSearchQuery.graphql';
import styles from './QuickSearch.module.css';

const quickSearchQuery = graphql`
  query QuickSearchQuery($keyword: String!) {
    quickSearch(keyword: $keyword) {
      keyword
      totalCount
      groups {
        type {
          name
          pluralLabel
        }
        hits {
          name
          url
          parentName
          customerType
          supplierType
          record {
            id
          }
        }
      }
    }
  }
`;

type Result = QuickSearchQuery$data['quickSearch'];
type Hit = Result['groups'][number]['hits'][number];

type State = { status: 'idle' } | { status: 'searching'; keyword: string } | { status: 'done'; result: Result } | { status: 'failed' };

/** The second line of a hit: its parent and party roles. */
const detailOf = (hit: Hit) => [hit.parentName, hit.customerType, hit.supplierType].filter(Boolean).join(' · ');

/** Opens and closes the combo box's list from outside (when results arrive), as ComboBox has no `isOpen` prop. */
function OpenWhen({ isOpen }: { isOpen: boolean }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (!state || state.isOpen === isOpen) return;
    if (isOpen) state.open(null, 'manual');
    else state.close();
  }, [state, isOpen]);
  return null;
}

export interface QuickSearchProps {
  /** What the user typed in the placeholder box before this code arrived. */
  initialText?: string;
  /** The placeholder box had focus: keep it in the box. */
  autoFocus?: boolean;
}

/**
 * The top bar's quick search (spec: 2+ characters, 300 ms debounce, 7 result types). A single match opens that
 * record; otherwise the results open under the box, grouped by type: arrows move, Enter opens, Escape closes.
 */
export function QuickSearch({ initialText = '', autoFocus = false }: QuickSearchProps = {}) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const keyword = submitted ?? debounced;
  const [state, setState] = useState<State>({ status: 'idle' });
  const [isOpen, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Taking over from the top bar's placeholder box (QuickSearchField): focus and caret where the user left them.
  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Mount only: later renders never move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (keyword.length < MIN_SEARCH_LENGTH) {
      setState({ status: 'idle' });
      setOpen(false);
      return;
    }
    setState({ status: 'searching', keyword });
    const subscription = fetchQuery<QuickSearchQuery>(
      environment,
      quickSearchQuery,
      { keyword },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const result = data.quickSearch;
        const only = result.totalCount === 1 ? result.groups[0]?.hits[0] : undefined;
        if (only) {
          // Spec: a single match navigates straight to the record.
          setText('');
          setSubmitted(null);
          setOpen(false);
          setState({ status: 'idle' });
          void navigate(only.url);
          return;
        }
        setState({ status: 'done', result });
        setOpen(true);
      },
      error: () => {
        setState({ status: 'failed' });
        setOpen(true);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, keyword, navigate]);

  const groups = state.status === 'done' ? state.result.groups : [];
  const byKey = new Map(groups.flatMap((g) => g.hits.map((h) => [h.record.id, h] as const)));

  const open = (key: Key | null) => {
    const hit = key === null ? undefined : byKey.get(String(key));
    if (!hit) return;
    setText('');
    setSubmitted(null);
    setOpen(false);
    void navigate(hit.url);
  };

  const emptyText =
    state.status === 'failed'
      ? 'The search failed; please try again.'
      : state.status === 'searching'
        ? 'Searching…'
        : `No matches for “${state.status === 'done' ? state.result.keyword : keyword}”`;

  return (
    <ComboBox
      className={styles.search}
      items={groups}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        setSubmitted(null);
        if (value.trim().length < MIN_SEARCH_LENGTH) setOpen(false);
      }}
      selectedKey={null}
      onSelectionChange={open}
      menuTrigger="manual"
      allowsEmptyCollection
      onOpenChange={(next) => setOpen(next)}
    >
      <OpenWhen isOpen={isOpen} />
      <Label className={styles.visuallyHidden}>Quick search</Label>
      <Input
        ref={inputRef}
        className={styles.input}
        placeholder="Search…"
        onKeyDown={(e) => {
          // Enter searches at once (no need to wait for the debounce) when no result is focused.
          if (e.key !== 'Enter' || isOpen || text.trim().length < MIN_SEARCH_LENGTH) return;
          // The results of this very keyword are at hand: show them again; else search now.
          if (state.status === 'done' && state.result.keyword === text.trim()) setOpen(true);
          else setSubmitted(text.trim());
        }}
      />
      <Popover className={styles.popover} placement="bottom end" isNonModal triggerRef={inputRef}>
        <ListBox
          className={styles.results}
          aria-label="Quick search results"
          renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
        >
          {(group: Result['groups'][number]) => (
            <ListBoxSection id={group.type.name} className={styles.group}>
              <Header className={styles.groupHeader}>{group.type.pluralLabel}</Header>
              {group.hits.map((hit) => (
                <ListBoxItem key={hit.record.id} id={hit.record.id} textValue={hit.name} className={styles.hit}>
                  <Text slot="label" className={styles.hitName}>
                    {hit.name}
                  </Text>
                  {detailOf(hit) ? (
                    <Text slot="description" className={styles.hitDetail}>
                      {detailOf(hit)}
                    </Text>
                  ) : null}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          )}
        </ListBox>
        {state.status === 'done' && state.result.groups.length > 0 ? (
          <Link
            className={styles.seeAll}
            to={`/search-all?${new URLSearchParams({ keyword: state.result.keyword }).toString()}`}
            onClick={() => {
              setText('');
              setSubmitted(null);
              setOpen(false);
            }}
          >
            See all results
          </Link>
        ) : null}
      </Popover>
    </ComboBox>
  );
}
