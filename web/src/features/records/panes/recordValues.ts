import type { RecordFormValues } from './recordForm';

/** The stored values of a record, and the display texts of its references. */
export function valuesOfRecord(values: readonly { field: string; value?: unknown; text?: string | null | undefined }[]): { values: RecordFormValues; texts: Record<string, string | null> } {
  const out: RecordFormValues = {};
  const texts: Record<string, string | null> = {};
  for (const v of values) {
    out[v.field] = v.value ?? null;
    texts[v.field] = v.text ?? null;
  }
  return { values: out, texts };
}
