// The frame the top bar's editing panels (todos, bookmarks) share, so they look and answer alike: a titled panel
// with one "New …" action, inline forms that keep what was typed after a refusal, the refusal's message (with the
// field it names), and a "Delete …?" confirmation whose outcome lands in the same message.
import { useCallback, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { MutationOutcome } from '../../../app/relay/useMutationOutcome';
import styles from './EditPanel.module.css';

/** A refusal shown in the panel: its message and the first field it names. */
export interface PanelError {
  message: string;
  field?: string;
}

interface Confirm {
  message: string;
  run: () => Promise<MutationOutcome>;
}

/**
 * The panel's refusal and pending confirmation. `outcome(result)` shows a refusal (or clears the last one) and says
 * whether it succeeded; `confirm(message, run)` asks first, then runs and shows the outcome.
 */
export function usePanelOutcome() {
  const [error, setError] = useState<PanelError | null>(null);
  const [pending, setPending] = useState<Confirm | null>(null);
  const outcome = useCallback((result: MutationOutcome) => {
    setError(result.ok ? null : { message: result.message, field: result.fields[0]?.field });
    return result.ok;
  }, []);
  const confirm = useCallback((message: string, run: Confirm['run']) => setPending({ message, run }), []);
  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      message={pending?.message ?? ''}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        if (pending) void pending.run().then(outcome);
      }}
    />
  );
  return { error, setError, outcome, confirm, dialog };
}

interface EditPanelProps {
  title: string;
  /** The header's one action ("New list", "New folder"). */
  actionLabel: string;
  onAction: () => void;
  /** usePanelOutcome's confirmation dialog. */
  dialog: ReactNode;
  children: ReactNode;
}

export function EditPanel({ title, actionLabel, onAction, dialog, children }: EditPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <Button variant="secondary" onPress={onAction}>
          {actionLabel}
        </Button>
      </div>
      {children}
      {dialog}
    </div>
  );
}

/** A row of the panel's buttons. */
export function PanelActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

interface PanelFormProps {
  /** The form's accessible name ("New folder", "Edit todo"). */
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  onKeyDown?: (e: KeyboardEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** An inline form of the panel: its fields, then Save (off while saving) and Cancel. */
export function PanelForm({ label, onSubmit, onCancel, saving, onKeyDown, children }: PanelFormProps) {
  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      onKeyDown={onKeyDown}
    >
      {children}
      <PanelActions>
        <Button type="submit" variant="primary" isDisabled={saving}>
          Save
        </Button>
        <Button onPress={onCancel}>Cancel</Button>
      </PanelActions>
    </form>
  );
}

interface NameFormProps extends Omit<PanelFormProps, 'children' | 'onKeyDown'> {
  /** The field's label and name ("List name", "listName"). */
  field: { label: string; name: string };
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A form of one required name (a list's, a folder's), up to 100 characters. */
export function NameForm({ field, value, onChange, error, ...form }: NameFormProps) {
  return (
    <PanelForm {...form}>
      <TextField
        label={field.label}
        name={field.name}
        value={value}
        onChange={onChange}
        isRequired
        autoFocus
        maxLength={100}
        error={error}
      />
    </PanelForm>
  );
}
