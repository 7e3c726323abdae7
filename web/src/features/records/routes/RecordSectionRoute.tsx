import { lazy } from 'react';
import { Navigate, useOutletContext, useParams } from 'react-router';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { DetailInfoSection } from '../sections/DetailInfoSection';
import { HistorySection } from '../sections/HistorySection';
import { RecentSection } from '../sections/RecentSection';
import { RelatedRecordsSection } from '../sections/RelatedRecordsSection';
import type { RecordSectionContext } from './RecordDetailRoute';

// The share editor (react-aria's selects and checkboxes), the attachments (react-aria's drop zone and its strings in
// every language) and a task's progress (its action forms) are seldom the section a detail page opens on: their
// code loads when shown, under the layout's Suspense ("Loading…").
const AttachmentsSection = lazy(() => import('../sections/AttachmentsSection').then((m) => ({ default: m.AttachmentsSection })));
const ShareSection = lazy(() => import('../sections/ShareSection').then((m) => ({ default: m.ShareSection })));
const TaskProgressSection = lazy(() =>
  import('../../tasks/components/TaskProgressSection').then((m) => ({ default: m.TaskProgressSection })),
);

/** The section of `/:object/:id/:section`, chosen by the section's kind from the type's metadata. */
export function Component() {
  const context = useOutletContext<RecordSectionContext>();
  const { section: key } = useParams();
  const section = context.sections.find((s) => s.key === key);
  if (!section) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  switch (section.kind) {
    case 'PROGRESS':
      return <TaskProgressSection key={context.recordId} page={context.page} label={section.label} />;
    case 'DETAIL_INFO':
      return <DetailInfoSection key={context.recordId} context={context} label={section.label} />;
    case 'HISTORY':
      return <HistorySection key={context.recordId} context={context} label={section.label} />;
    case 'SHARE':
      return <ShareSection key={context.recordId} context={context} label={section.label} />;
    case 'RECENT':
      return <RecentSection key={context.recordId} context={context} label={section.label} />;
    case 'ATTACHMENTS':
      return <AttachmentsSection key={context.recordId} context={context} label={section.label} />;
    default:
      // RECORDS and UPDATES list related records
      return context.listing ? (
        <RelatedRecordsSection
          key={`${context.recordId}:${section.key}`}
          context={context}
          label={section.label}
          listing={context.listing}
        />
      ) : (
        <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />
      );
  }
}
