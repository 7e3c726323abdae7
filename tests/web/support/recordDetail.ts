import type { ComponentType } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { createMockEnvironment, queueMockResolvers, renderRoute, type MockResolvers, type RelayMockEnvironment } from './RelayTestWrapper';

export type Permission = 'READ' | 'WRITE' | 'LOCK';

export interface RecordDetailOptions {
  /** The detail route module's `Component`. */
  Component: ComponentType;
  /** The route's query; its `id` variable comes from the URL. */
  query: GraphQLTaggedNode;
  /** Route pattern, e.g. `/person/detail/:id`. */
  path: string;
  url: string;
  resolvers: MockResolvers;
}

/** Renders a record's detail page against a fresh mock environment answering with the given resolvers. */
export function openRecordDetail({ Component, query, path, url, resolvers }: RecordDetailOptions): RelayMockEnvironment {
  const environment = createMockEnvironment();
  queueMockResolvers(environment, resolvers);
  renderRoute({ environment, Component, path, url, query, variables: ({ params }) => ({ id: params.id }) });
  return environment;
}

/** Presses the summary panel's Edit and returns the edit pane. */
export async function openEditPane(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog');
}

export function typeInto(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value } });
}
