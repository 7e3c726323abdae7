import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { Alert, Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import {
  useDeleteCompletedTodos,
  useDeleteTodo,
  useDeleteTodoList,
  useMoveTodo,
  useSaveTodo,
  useSaveTodoList,
} from '../mutations/useTodoMutations';
import { EditPanel, NameForm, PanelActions, PanelForm, usePanelOutcome, type PanelError } from '../../panels/components/EditPanel';
import type { TodoPanelQuery } from './__generated__/TodoPanelQuery.graphql';
import type { TodoPanel_viewer$data, TodoPanel_viewer$key } from './__generated__/TodoPanel_viewer.graphql';
import styles from './Organisers.module.css';

type List = TodoPanel_viewer$data['todoLists'][number];
type Todo = List['todos'][number];

/** A todo in edit mode: an existing one (id) or the new one (id null: removed on cancel). */
interface Draft {
  id: string | null;
  subject: string;
  dueDate: string;
}

const panelFragment = graphql`
  fragment TodoPanel_viewer on Viewer {
    todoLists {
      id
      name
      openCount
      todos {
        id
        subject
        dueDate
        isClosed
        related {
          name
          url
        }
      }
    }
  }
`;

/** The todo panel: lists, open and completed todos, add, edit, close/reopen, reorder, delete (spec: Todo states). */
export default function TodoPanel() {
  const query = useLazyLoadQuery<TodoPanelQuery>(
    graphql`
      query TodoPanelQuery {
        viewer {
          ...TodoPanel_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return query.viewer ? <TodoLists viewer={query.viewer} /> : null;
}

function TodoLists({ viewer }: { viewer: TodoPanel_viewer$key }) {
  const data = useFragment(panelFragment, viewer);
  const [listId, setListId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [listDraft, setListDraft] = useState<{ id: string | null; name: string } | null>(null);
  const [showCompleted, setShowCompleted] = useState(false);
  const { error, setError, outcome, confirm, dialog } = usePanelOutcome();
  const [saveTodo, saving] = useSaveTodo();
  const [deleteTodo] = useDeleteTodo();
  const [moveTodo] = useMoveTodo();
  const [deleteCompleted] = useDeleteCompletedTodos();
  const [saveList, savingList] = useSaveTodoList();
  const [deleteList] = useDeleteTodoList();

  const list = data.todoLists.find((l) => l.id === listId) ?? data.todoLists[0] ?? null;
  const open = list?.todos.filter((t) => !t.isClosed) ?? [];
  const completed = list?.todos.filter((t) => t.isClosed) ?? [];

  const save = async (todo: Draft | Todo, changes: Partial<{ isClosed: boolean }> = {}) => {
    if (!list) return false;
    const existing = 'isClosed' in todo ? todo : list.todos.find((t) => t.id === todo.id);
    return outcome(
      await saveTodo({
        input: {
          id: todo.id,
          listId: list.id,
          subject: todo.subject,
          dueDate: todo.dueDate || null,
          isClosed: changes.isClosed ?? existing?.isClosed ?? false,
        },
      }),
    );
  };

  const submitDraft = async () => {
    if (draft && (await save(draft))) setDraft(null);
  };
  const submitList = async () => {
    if (!listDraft) return;
    const ok = outcome(await saveList({ input: { id: listDraft.id, name: listDraft.name } }));
    if (ok) setListDraft(null);
  };
  const draftForm = (current: Draft) => (
    <TodoForm
      draft={current}
      onChange={setDraft}
      onSubmit={submitDraft}
      onCancel={() => {
        setDraft(null);
        setError(null);
      }}
      error={error}
      saving={saving}
    />
  );
  // Moving is "after the todo above the one it passes" (the api's prevId); the first place is "after nothing".
  const move = async (todo: Todo, direction: -1 | 1) => {
    if (!list) return;
    const index = open.indexOf(todo);
    const target = index + direction;
    if (target < 0 || target >= open.length) return;
    const rest = open.filter((t) => t.id !== todo.id);
    const after = target === 0 ? null : rest[target - 1]!;
    outcome(await moveTodo({ input: { id: todo.id, listId: list.id, afterId: after?.id ?? null } }));
  };

  return (
    <EditPanel title="To Do" actionLabel="New list" onAction={() => setListDraft({ id: null, name: '' })} dialog={dialog}>
      {listDraft ? (
        <NameForm
          label={listDraft.id ? 'Rename list' : 'New list'}
          field={{ label: 'List name', name: 'listName' }}
          value={listDraft.name}
          onChange={(name) => setListDraft({ ...listDraft, name })}
          error={error?.field === 'name' ? error.message : undefined}
          saving={savingList}
          onSubmit={() => void submitList()}
          onCancel={() => {
            setListDraft(null);
            setError(null);
          }}
        />
      ) : null}

      {error && !error.field ? <Alert tone="error">{error.message}</Alert> : null}

      {!list ? (
        <p className={styles.empty}>You have no todo lists yet. Add one with “New list”.</p>
      ) : (
        <>
          <div className={styles.listBar}>
            {data.todoLists.length > 1 ? (
              <SelectField
                label="List"
                inline
                value={list.id}
                options={data.todoLists.map((l) => ({ id: l.id, label: `${l.name} (${l.openCount})` }))}
                onChange={(id) => {
                  setListId(id);
                  setDraft(null);
                }}
              />
            ) : (
              <h3 className={styles.listName}>{list.name}</h3>
            )}
            <Button variant="quiet" onPress={() => setListDraft({ id: list.id, name: list.name })}>
              Rename list
            </Button>
            <Button variant="quiet" onPress={() => confirm('Delete this list?', () => deleteList({ input: { id: list.id } }))}>
              Delete list
            </Button>
          </div>

          <ul className={styles.items} aria-label={`Open todos of ${list.name}`}>
            {open.map((todo, index) =>
              draft?.id === todo.id ? (
                <li key={todo.id}>{draftForm(draft)}</li>
              ) : (
                <TodoItem
                  key={todo.id}
                  todo={todo}
                  isFirst={index === 0}
                  isLast={index === open.length - 1}
                  onToggle={() => save(todo, { isClosed: true })}
                  onEdit={() => setDraft({ id: todo.id, subject: todo.subject, dueDate: todo.dueDate ?? '' })}
                  onMove={(d) => void move(todo, d)}
                  onDelete={() => confirm('Delete this todo?', () => deleteTodo({ input: { id: todo.id } }))}
                />
              ),
            )}
            {draft?.id === null ? <li>{draftForm(draft)}</li> : null}
          </ul>
          {open.length === 0 && !draft ? <p className={styles.empty}>Nothing to do.</p> : null}

          <PanelActions>
            <Button variant="primary" onPress={() => setDraft({ id: null, subject: '', dueDate: '' })} isDisabled={draft !== null}>
              Add todo
            </Button>
            <Button variant="quiet" aria-pressed={showCompleted} onPress={() => setShowCompleted(!showCompleted)}>
              {showCompleted ? 'Hide completed' : `Show completed (${completed.length})`}
            </Button>
          </PanelActions>

          {showCompleted ? (
            <section aria-label="Completed todos">
              <ul className={styles.items} aria-label={`Completed todos of ${list.name}`}>
                {completed.map((todo) => (
                  <TodoItem
                    key={todo.id}
                    todo={todo}
                    onToggle={() => save(todo, { isClosed: false })}
                    onDelete={() => confirm('Delete this todo?', () => deleteTodo({ input: { id: todo.id } }))}
                  />
                ))}
              </ul>
              {completed.length > 0 ? (
                <Button
                  variant="secondary"
                  onPress={() => confirm('Delete all completed todos?', () => deleteCompleted({ input: { listId: list.id } }))}
                >
                  Delete completed
                </Button>
              ) : (
                <p className={styles.empty}>No completed todos.</p>
              )}
            </section>
          ) : null}
        </>
      )}
    </EditPanel>
  );
}

interface TodoItemProps {
  todo: Todo;
  isFirst?: boolean;
  isLast?: boolean;
  onToggle: () => Promise<unknown>;
  onEdit?: () => void;
  onMove?: (direction: -1 | 1) => void;
  onDelete: () => void;
}

function TodoItem({ todo, isFirst, isLast, onToggle, onEdit, onMove, onDelete }: TodoItemProps) {
  // The box shows the user's click at once; the saved state replaces it when the server answers (or refuses).
  const [pending, setPending] = useState<boolean | null>(null);
  return (
    <li className={styles.item} data-testid="todo-item">
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={pending ?? todo.isClosed}
          onChange={(e) => {
            setPending(e.target.checked);
            void onToggle().finally(() => setPending(null));
          }}
        />
        <span className={todo.isClosed ? styles.closed : undefined}>{todo.subject}</span>
      </label>
      <span className={styles.meta}>
        {todo.dueDate ? <span>Due {todo.dueDate}</span> : null}
        {todo.related?.url ? <Link to={todo.related.url}>{todo.related.name}</Link> : null}
      </span>
      <span className={styles.itemActions}>
        {onEdit ? (
          <Button variant="quiet" onPress={onEdit} aria-label={`Edit ${todo.subject}`}>
            Edit
          </Button>
        ) : null}
        {onMove ? (
          <>
            <Button variant="quiet" onPress={() => onMove(-1)} isDisabled={isFirst} aria-label={`Move ${todo.subject} up`}>
              ↑
            </Button>
            <Button variant="quiet" onPress={() => onMove(1)} isDisabled={isLast} aria-label={`Move ${todo.subject} down`}>
              ↓
            </Button>
          </>
        ) : null}
        <Button variant="quiet" onPress={onDelete} aria-label={`Delete ${todo.subject}`}>
          ✕
        </Button>
      </span>
    </li>
  );
}

interface TodoFormProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  error: PanelError | null;
  saving: boolean;
}

/** A todo in edit mode: subject (required) and due date; what was typed stays after a refused save. */
function TodoForm({ draft, onChange, onSubmit, onCancel, error, saving }: TodoFormProps) {
  return (
    <PanelForm
      label={draft.id ? 'Edit todo' : 'New todo'}
      saving={saving}
      onSubmit={() => void onSubmit()}
      onCancel={onCancel}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        label="Subject"
        name="subject"
        value={draft.subject}
        onChange={(subject) => onChange({ ...draft, subject })}
        isRequired
        autoFocus
        maxLength={200}
        error={error?.field === 'subject' ? error.message : undefined}
      />
      <label className={styles.dateField}>
        <span>Due date</span>
        <input type="date" value={draft.dueDate} onChange={(e) => onChange({ ...draft, dueDate: e.target.value })} />
      </label>
      {error?.field && error.field !== 'subject' ? <Alert tone="error">{error.message}</Alert> : null}
    </PanelForm>
  );
}
