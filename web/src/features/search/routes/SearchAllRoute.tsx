import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { Button, Card, Page, PageHeader } from '../../../ui';
import { aboutTotal } from '../../../ui/ListFooter';
import { TextField } from '../../../ui/TextField';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { MIN_SEARCH_LENGTH } from '../../records/fields/search';
import type { SearchAllRouteQuery } from './__generated__/SearchAllRouteQuery.graphql';
import styles from '../components/QuickSearch.module.css';

const searchAllQuery = graphql`
  query SearchAllRouteQuery($keyword: String!) {
    searchAll(keyword: $keyword) {
      keyword
      groups {
        type {
          name
          pluralLabel
        }
        totalCount
        totalCountExact
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

/** The search-all path of a keyword (the quick search's "See all results"). */
export const searchAllPath = (keyword: string) => `/search-all?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;

/** `/search-all?keyword=`: every search-all type's first matches, grouped by type (`GET /AllObject/Search`). */
export function loader({ request }: LoaderFunctionArgs) {
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim().slice(0, 200);
  return preloadRouteQuery<SearchAllRouteQuery>('search-all', searchAllQuery, { keyword });
}

function SearchAllPage({ queryRef }: { queryRef: PreloadedQuery<SearchAllRouteQuery> }) {
  const data = usePreloadedQuery<SearchAllRouteQuery>(searchAllQuery, queryRef);
  const navigate = useNavigate();
  const { keyword, groups } = data.searchAll;
  const [text, setText] = useState(keyword);
  const tooShort = keyword.length < MIN_SEARCH_LENGTH;
  return (
    <Page>
      <PageHeader title={keyword ? `Search results for “${keyword}”` : 'Search all'} />
      <form
        className={styles.allForm}
        role="search"
        aria-label="Search all"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(searchAllPath(text));
        }}
      >
        <TextField label="Search all records" name="keyword" value={text} onChange={setText} />
        <Button type="submit" variant="primary" isDisabled={text.trim().length < MIN_SEARCH_LENGTH}>
          Search
        </Button>
      </form>
      {tooShort ? (
        <p>Type 2 or more characters</p>
      ) : groups.length === 0 ? (
        <p>No matches for “{keyword}”</p>
      ) : (
        groups.map((group) => (
          <Card
            key={group.type.name}
            title={`${group.type.pluralLabel} (${group.totalCountExact ? group.totalCount : aboutTotal(group.totalCount)})`}
          >
            <ul className={styles.allList} aria-label={group.type.pluralLabel}>
              {group.hits.map((hit) => {
                const detail = [hit.parentName, hit.customerType, hit.supplierType].filter(Boolean).join(' · ');
                return (
                  <li key={hit.record.id}>
                    <Link to={hit.url}>{hit.name}</Link>
                    {detail ? <span className={styles.hitDetail}> {detail}</span> : null}
                  </li>
                );
              })}
            </ul>
          </Card>
        ))
      )}
    </Page>
  );
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<SearchAllRouteQuery>;
  return <SearchAllPage queryRef={queryRef} />;
}
