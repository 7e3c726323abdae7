import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import {
  Navigate,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { Suspense } from 'react';
import { Page, PageHeader, Spinner } from '../../../ui';
import { NOT_FOUND_PATH } from '../../../app/errors/errorRouter';
import { getPageSize } from '../../../app/paging';
import { preloadRouteQueryWithShell } from '../../../app/shell/AppShell';
import { DefaultSectionAction } from '../components/DefaultSectionAction';
import { DetailPanes } from '../components/DetailPanes';
import { RecordLock } from '../components/RecordLock';
import { RecordSummaryPanel } from '../components/RecordSummaryPanel';
import { useRecordChangedSubscription } from '../live/useRecordChangedSubscription';
import type { RelatedRecordsSection_sectionType$key } from '../sections/__generated__/RelatedRecordsSection_sectionType.graphql';
import { objectOf, sectionUrl } from './paths';
import type { RecordDetailRouteQuery, RecordDetailRouteQuery$data } from './__generated__/RecordDetailRouteQuery.graphql';
import styles from '../components/Record.module.css';

// The sections' fragments are read by the section (RecordSectionRoute, the child route), through the outlet context.
/* eslint-disable relay/must-colocate-fragment-spreads */
const detailQuery = graphql`
  query RecordDetailRouteQuery($object: String!, $id: ID!, $withShell: Boolean!, $section: String!, $first: Int!) {
    ...AppShell_query @include(if: $withShell) @alias(as: "shell")
    recordType(name: $object) {
      name
      label
      urlSegment
      defaultSection
    }
    record(type: $object, id: $id) {
      id
      rowId
      name
      objectName
      # The record's own type gives the sections: a lead, customer or supplier is an organization or a person.
      type {
        # The tabs: what each section is called and shows.
        sections {
          key
          label
          # eslint-disable-next-line relay/unused-fields -- the section (child route) is chosen by its kind
          kind
        }
        # The URL's section, when it lists records: how (the listed type, the field linking it to this record);
        # its first page is below (one request per page).
        section(key: $section) {
          related
          viaField
          recordType {
            ...RelatedRecordsSection_sectionType
          }
        }
      }
      ...RecordLock_record
      ...RecordSummaryPanel_record
    }
    # Each section's data under its own alias: only the URL's section answers (one request per page).
    ...RelatedRecordsSection_query @arguments(object: $object, id: $id, sectionKey: $section, first: $first)
    ...DetailInfoSection_query @arguments(object: $object, id: $id, sectionKey: $section)
    ...HistorySection_query @arguments(object: $object, id: $id, sectionKey: $section, first: $first)
    ...RecentSection_query @arguments(object: $object, id: $id, sectionKey: $section)
    ...ShareSection_query @arguments(object: $object, id: $id, sectionKey: $section)
    ...AttachmentsSection_query @arguments(object: $object, id: $id, sectionKey: $section)
    ...TaskProgressSection_query @arguments(object: $object, id: $id, sectionKey: $section)
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

type DetailData = RecordDetailRouteQuery$data;
/** A section of the type, as its tab shows it. */
export interface RecordSectionMeta {
  key: string;
  label: string;
  kind: string;
}

/** How the URL's section lists records, when it does. */
export interface RecordSectionListing {
  /** The `related` value of `sectionRecords`. */
  related: string;
  /** The listed type's field pointing at this record (null for parent-based sections). */
  viaField: string | null;
  /** The listed type, as the page's query brought it (its first page is in `page`). */
  type: RelatedRecordsSection_sectionType$key;
}

/** What the layout hands to its section (the child route). */
export interface RecordSectionContext {
  /** The type's object name, as the queries take it. */
  object: string;
  urlSegment: string;
  /** The id in the URL (a row id, or the role id of a lead/customer/supplier). */
  urlId: string;
  /** Global id of the record. */
  recordId: string;
  rowId: number;
  name: string;
  /** The record's own object name (an organization shown as a lead is an Organization). */
  objectName: string;
  sections: readonly RecordSectionMeta[];
  /** The URL's section's listing, when it lists records. */
  listing: RecordSectionListing | null;
  /** The page's answer: each section reads its data from it (`sectionRecords`, or its own alias of `detailSection`). */
  page: DetailData;
}

/**
 * `/:object/:id/:section` — the id is the URL's row id (or role id); the bff takes it with the type. The section's
 * data comes in the same request, so a change of tab reads the page again (the record is shown as the store has it
 * meanwhile, then refreshed; see shouldRevalidate).
 */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQueryWithShell<RecordDetailRouteQuery>(
    'record-detail',
    detailQuery,
    { object: objectOf(params.object), id: params.id ?? '', section: params.section ?? '', first: getPageSize() },
    'store-and-network',
  );
}

/** A tab change reads the page again: the page's query carries the URL's section (one request, the record refreshed with it). */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.section !== nextParams.section || defaultShouldRevalidate;
}

/** The detail page of any record: header with lock state, section tabs, the section (child route), summary panel. */
export function Component() {
  const data = usePreloadedQuery<RecordDetailRouteQuery>(detailQuery, useLoaderData() as PreloadedQuery<RecordDetailRouteQuery>);
  if (!data.recordType || !data.record) return <Navigate to={`${NOT_FOUND_PATH}?status=404`} replace />;
  return <RecordDetailLayout query={data} recordType={data.recordType} record={data.record} />;
}

function listingOf(section: NonNullable<DetailData['record']>['type']['section']): RecordSectionListing | null {
  return section?.related && section.recordType
    ? { related: section.related, viaField: section.viaField ?? null, type: section.recordType }
    : null;
}

function RecordDetailLayout({
  query,
  recordType,
  record,
}: {
  /** The page's answer: the section (the child route) reads its data from it. */
  query: DetailData;
  recordType: NonNullable<DetailData['recordType']>;
  record: NonNullable<DetailData['record']>;
}) {
  const { search } = useLocation();
  const { id: urlId = String(record.rowId), object: objectParam, section: current } = useParams();
  useRecordChangedSubscription({ id: record.id });
  const context: RecordSectionContext = {
    object: recordType.name,
    urlSegment: recordType.urlSegment,
    urlId,
    recordId: record.id,
    rowId: record.rowId,
    name: record.name,
    objectName: record.objectName,
    sections: record.type.sections,
    listing: listingOf(record.type.section),
    page: query,
  };
  return (
    <Page>
      <DetailPanes
        header={
          <>
            <PageHeader title={record.name} />
            <p className={styles.typeLabel}>{recordType.label}</p>
            <RecordLock record={record} />
          </>
        }
        left={
          <nav aria-label="Sections" className={styles.tabs}>
            <ul>
              {record.type.sections.map((section) => (
                <li key={section.key}>
                  <NavLink to={sectionUrl(recordType.urlSegment, urlId, section.key, search)} className={styles.tab}>
                    {section.label}
                  </NavLink>
                  {section.key === current ? (
                    <DefaultSectionAction
                      object={objectOf(objectParam)}
                      section={section}
                      isDefault={section.key === recordType.defaultSection}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        }
        right={<RecordSummaryPanel record={record} />}
      >
        <Suspense fallback={<Spinner />}>
          <Outlet context={context} />
        </Suspense>
      </DetailPanes>
    </Page>
  );
}
