import { Suspense } from 'react';
import { Button as AriaButton, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { DefinitionList, Spinner } from '../../../ui';
import { SidePane } from '../../../ui/SidePane';
import { FieldDisplay } from '../fields/FieldDisplay';
import type { RecordPreviewPaneQuery } from './__generated__/RecordPreviewPaneQuery.graphql';
import styles from './RecordPreviewPane.module.css';

const previewQuery = graphql`
  query RecordPreviewPaneQuery($type: String!, $id: ID!) {
    record(type: $type, id: $id) {
      id
      name
      url
      type {
        label
      }
      keyValues {
        label
        ...FieldDisplay_value
      }
      preview {
        key
        label
        totalCount
        records {
          id
          name
          url
        }
      }
    }
  }
`;

export interface RecordPreviewPaneProps {
  /** Object name or URL segment of the record's type. */
  type: string;
  /** Global id or row id of the record. */
  id: string;
  onClose: () => void;
}

/**
 * The preview pane (spec `{object}/preview`): the record's key facts and one expandable, collapsible section per
 * association of its type (GetPreview), each listing its first records with links to them.
 */
export function RecordPreviewPane({ type, id, onClose }: RecordPreviewPaneProps) {
  return (
    <Suspense
      fallback={
        <SidePane title="Loading…" isOpen onRequestClose={onClose}>
          <Spinner />
        </SidePane>
      }
    >
      <Preview type={type} id={id} onClose={onClose} />
    </Suspense>
  );
}

function Preview({ type, id, onClose }: RecordPreviewPaneProps) {
  const { record } = useLazyLoadQuery<RecordPreviewPaneQuery>(previewQuery, { type, id }, { fetchPolicy: 'store-and-network' });
  if (!record) {
    return (
      <SidePane title="Preview" isOpen onRequestClose={onClose}>
        <p>This record does not exist or you may not read it.</p>
      </SidePane>
    );
  }
  return (
    <SidePane title={`Preview: ${record.name}`} isOpen onRequestClose={onClose}>
      <p className={styles.type}>
        {record.type.label} ·{' '}
        <Link to={record.url} onClick={onClose}>
          Open {record.type.label.toLowerCase()}
        </Link>
      </p>
      <DefinitionList items={record.keyValues.map((v) => ({ term: v.label, value: <FieldDisplay value={v} /> }))} />
      <DisclosureGroup allowsMultipleExpanded className={styles.sections}>
        {record.preview.map((section) => (
          <Disclosure key={section.key} id={section.key} className={styles.section}>
            <Heading level={3} className={styles.heading}>
              <AriaButton slot="trigger" className={styles.trigger}>
                <span aria-hidden="true" className={styles.chevron}>
                  ▸
                </span>
                {section.label} ({section.totalCount})
              </AriaButton>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              {section.records.length === 0 ? (
                <p className={styles.empty}>No {section.label.toLowerCase()}.</p>
              ) : (
                <ul className={styles.list}>
                  {section.records.map((r) => (
                    <li key={r.id}>
                      <Link to={r.url} onClick={onClose}>
                        {r.name || '(no name)'}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {section.totalCount > section.records.length ? (
                <p className={styles.more}>
                  {section.records.length} of {section.totalCount} shown
                </p>
              ) : null}
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </SidePane>
  );
}
