import { builder } from '../builder';
import type { PersonSource } from '../records/model';

/** Declared apart from its fields so Organization and Person can reference each other. */
export const PersonRef = builder.objectRef<PersonSource>('Person');

export const PersonEdge = builder.edgeObject({
  name: 'PersonEdge',
  type: PersonRef,
  description: 'A person in a connection.',
});

export const PersonConnection = builder.connectionObject(
  {
    name: 'PersonConnection',
    type: PersonRef,
    description: 'A page of people.',
    fields: (t) => ({
      totalCount: t.int({ description: 'Number of people matching the query (all pages).', resolve: (c) => c.totalCount }),
    }),
  },
  PersonEdge,
);
