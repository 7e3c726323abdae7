// The dashboard name dialog and the add-view dialog (spec: both save only with a name; add-view also needs a
// section and a view chosen). Loaded lazily with the first dialog opened.
import { Suspense, useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button, Spinner } from '../../../ui';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../../../ui/SelectField';
import overlay from '../../../ui/Overlay.module.css';
import type { DashboardDialogsViewsQuery } from './__generated__/DashboardDialogsViewsQuery.graphql';

export const NAME_MESSAGE = 'Must enter name';
export const SECTION_MESSAGE = 'Please choose a section';
export const VIEW_MESSAGE = 'Please choose a view';

function Frame({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <ModalOverlay
      className={`${overlay.overlay} ${overlay.centered}`}
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={overlay.modal}>
        <Dialog className={overlay.dialog}>
          <Heading slot="title" className={overlay.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DashboardNameDialog({
  title,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  onSave: (name: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(NAME_MESSAGE);
    setBusy(true);
    const refused = await onSave(name.trim());
    setBusy(false);
    if (refused) setError(refused);
  };
  return (
    <Frame title={title} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Name" name="name" value={name} onChange={setName} error={error} isRequired autoFocus maxLength={100} />
        <div className={overlay.actions}>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" isDisabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </Frame>
  );
}

const viewsQuery = graphql`
  query DashboardDialogsViewsQuery($type: String!) {
    savedViews(type: $type) {
      rowId
      name
    }
  }
`;

function ViewChoice({ type, value, onChange, error }: { type: string; value: string; onChange: (v: string) => void; error?: string }) {
  const data = useLazyLoadQuery<DashboardDialogsViewsQuery>(viewsQuery, { type });
  return (
    <SelectField
      label="View"
      name="view"
      options={data.savedViews.map((v) => ({ id: String(v.rowId), label: v.name }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

export interface NewView {
  name: string;
  objectName: string;
  viewId: string;
  chartType: 'NONE' | 'PIE' | 'GAUGE' | 'FUNNEL';
}

const CHART_CHOICES = [
  { id: 'NONE', label: 'Records' },
  { id: 'PIE', label: 'Pie chart' },
  { id: 'GAUGE', label: 'Gauge' },
  { id: 'FUNNEL', label: 'Funnel' },
];

export function AddViewDialog({
  sections,
  onSave,
  onClose,
}: {
  sections: readonly { objectName: string; label: string }[];
  onSave: (view: NewView) => Promise<string | null>;
  onClose: () => void;
}) {
  const [form, setForm] = useState<NewView>({ name: '', objectName: '', viewId: '', chartType: 'NONE' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewView, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<NewView>) => setForm((f) => ({ ...f, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!form.name.trim()) next.name = NAME_MESSAGE;
    if (!form.objectName) next.objectName = SECTION_MESSAGE;
    if (!form.viewId) next.viewId = VIEW_MESSAGE;
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    const refused = await onSave({ ...form, name: form.name.trim() });
    setBusy(false);
    if (refused) setErrors({ name: refused });
  };
  return (
    <Frame title="Add view" onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Name"
          name="name"
          value={form.name}
          onChange={(name) => set({ name })}
          error={errors.name}
          isRequired
          autoFocus
          maxLength={100}
        />
        <SelectField
          label="Section"
          name="section"
          options={sections.map((s) => ({ id: s.objectName, label: s.label }))}
          value={form.objectName}
          onChange={(objectName) => set({ objectName, viewId: '' })}
          error={errors.objectName}
        />
        {form.objectName ? (
          <Suspense fallback={<Spinner label="Loading views…" />}>
            <ViewChoice type={form.objectName} value={form.viewId} onChange={(viewId) => set({ viewId })} error={errors.viewId} />
          </Suspense>
        ) : errors.viewId ? (
          <p role="alert">{errors.viewId}</p>
        ) : null}
        <SelectField
          label="Show as"
          name="chartType"
          options={CHART_CHOICES}
          value={form.chartType}
          onChange={(chartType) => set({ chartType: chartType as NewView['chartType'] })}
        />
        <div className={overlay.actions}>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" isDisabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </Frame>
  );
}
