// Record.preview: the preview pane (`GET /api/{object}/GetPreview/{id}`), one block per association of the type.
import type { PreviewResponse, RecordRow } from '../../../../contract';
import { builder } from '../builder';
import { RecordRef } from './record';
import { asSource, type RecordSource } from './source';

interface PreviewSectionShape {
  section: string;
  label: string;
  objectName: string;
  totalItem: number;
  data: RecordRow[];
}

const PreviewSectionRef = builder.objectRef<PreviewSectionShape>('RecordPreviewSection').implement({
  description: 'One association of a record in its preview: the first records of a section and how many there are.',
  fields: (t) => ({
    key: t.string({ description: 'Section key, e.g. "opportunity" (as in `RecordType.sections`).', resolve: (s) => s.section }),
    label: t.string({ description: 'Section label, e.g. "Opportunities".', resolve: (s) => s.label }),
    totalCount: t.int({ description: 'Number of related records (all of them, not only those listed).', resolve: (s) => s.totalItem }),
    records: t.field({
      type: [RecordRef],
      description: 'The first related records (up to 5); `related(section:)` pages through all of them.',
      resolve: (s) => s.data.map((row) => asSource(s.objectName, row as { id: number })),
    }),
  }),
});

builder.interfaceField(RecordRef, 'preview', (t) =>
  t.field({
    type: [PreviewSectionRef],
    description:
      'The preview pane: one block per association (record section) of the type, each with its first records. One upstream call per record: ask it for the record a pane shows, not for every row of a list.',
    resolve: async (r: RecordSource, _a, ctx) => {
      const res = await ctx.loaders.get<PreviewResponse>(`/api/${r.__typename}/GetPreview/${r.id}`);
      return res.previewData ?? [];
    },
  }),
);
