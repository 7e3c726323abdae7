import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { aboutTotal, Card, Spinner } from '../../../ui';
import { OPTIONAL_PANEL } from '../../../app/relay/inlineErrors';
import { viewStateSearch } from '../viewState';
import type { HomeViewListQuery } from './__generated__/HomeViewListQuery.graphql';
import type { HomeViewListsQuery } from './__generated__/HomeViewListsQuery.graphql';
import styles from '../Views.module.css';

/** Spec: home lists read a view's list with page size 10. */
export const HOME_LIST_SIZE = 10;

export interface HomeViewListProps {
  /** The record type (`Organization`). */
  object: string;
  /** The saved view's row id (`?viewId=`). */
  viewId: string | number;
}

function HomeViewListBody({ object, viewId }: HomeViewListProps) {
  const data = useLazyLoadQuery<HomeViewListQuery>(
    graphql`
      query HomeViewListQuery($type: String!, $view: ID!, $first: Int!) {
        recordType(name: $type) {
          pluralLabel
          urlSegment
        }
        records(type: $type, view: $view, first: $first) {
          view {
            name
          }
          totalCount
          totalCountExact
          edges {
            node {
              id
              name
              url
            }
          }
        }
      }
    `,
    { type: object, view: String(viewId), first: HOME_LIST_SIZE },
    { networkCacheConfig: OPTIONAL_PANEL },
  );
  const { records } = data;
  const title = `${data.recordType?.pluralLabel ?? object}: ${records.view?.name ?? ''}`;
  const all = `/${data.recordType?.urlSegment ?? object.toLowerCase()}${viewStateSearch({ viewId: String(viewId) })}`;
  return (
    <Card title={title}>
      {records.edges.length ? (
        <ul className={styles.homeList} aria-label={title}>
          {records.edges.map(({ node }) => (
            <li key={node.id}>
              <Link to={node.url}>{node.name || '--'}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>No records in this view.</p>
      )}
      <Link to={all}>
        See all {records.totalCountExact ? records.totalCount : aboutTotal(records.totalCount)} in “{records.view?.name ?? ''}”
      </Link>
    </Card>
  );
}

/** A home page panel: the first 10 rows of one saved view, with a link to the whole list through that view. */
export function HomeViewList(props: HomeViewListProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <HomeViewListBody {...props} />
    </Suspense>
  );
}

function HomeViewListsBody({ object }: { object: string }) {
  const data = useLazyLoadQuery<HomeViewListsQuery>(
    graphql`
      query HomeViewListsQuery($type: String!) {
        savedViews(type: $type) {
          rowId
          isPinned
          isDefault
        }
      }
    `,
    { type: object },
    { networkCacheConfig: OPTIONAL_PANEL },
  );
  // The type's pinned views (at most 3), else its default view.
  const pinned = data.savedViews.filter((v) => v.isPinned).slice(0, 3);
  const shown = pinned.length ? pinned : data.savedViews.filter((v) => v.isDefault).slice(0, 1);
  return (
    <>
      {shown.map((v) => (
        <HomeViewList key={v.rowId} object={object} viewId={v.rowId} />
      ))}
    </>
  );
}

/** The home lists of a type: its pinned views (else the viewer's default view) as list panels. */
export function HomeViewLists({ object }: { object: string }) {
  return (
    <LeaveOutOnError>
      <Suspense fallback={<Spinner />}>
        <HomeViewListsBody object={object} />
      </Suspense>
    </LeaveOutOnError>
  );
}

/**
 * An optional home panel that cannot load (its module is outside the viewer's plan, 426) is left out rather than
 * taking the whole home page to the upgrade screen.
 */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
