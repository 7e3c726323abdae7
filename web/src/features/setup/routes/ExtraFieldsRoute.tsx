import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Page, PageHeader, Spinner } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import { preloadRouteQuery } from '../../../app/relay/preload';
import { ExtraFieldDefinitions } from '../components/ExtraFieldDefinitions';
import type { ExtraFieldsRouteQuery } from './__generated__/ExtraFieldsRouteQuery.graphql';

const query = graphql`
  query ExtraFieldsRouteQuery {
    recordTypes {
      name
      label
    }
  }
`;

const typeOf = (url: URL | URLSearchParams) => (url instanceof URL ? url.searchParams : url).get('type') || 'Organization';

/** /setup/extra-fields?type=Organization: the company's extra fields per record type (administrators). */
export function loader(_args: LoaderFunctionArgs) {
  return preloadRouteQuery<ExtraFieldsRouteQuery>('setup-extra-fields', query, {});
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ExtraFieldsRouteQuery>;
  const data = usePreloadedQuery<ExtraFieldsRouteQuery>(query, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = typeOf(params);
  const types = data.recordTypes.filter((t) => t.name !== 'Watch');
  return (
    <Page>
      <PageHeader title="Extra Fields" />
      <SelectField
        label="Record type"
        options={types.map((t) => ({ id: t.name, label: t.label }))}
        value={type}
        onChange={(v) => void navigate(`/setup/extra-fields?type=${encodeURIComponent(v)}`)}
      />
      <Suspense fallback={<Spinner />}>
        <ExtraFieldDefinitions key={type} recordType={type} />
      </Suspense>
    </Page>
  );
}
