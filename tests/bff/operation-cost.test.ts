// The costs an operation is refused for (objects it may return, upstream calls it may make) are worked out once
// per document, operation and variables, and remembered with the document: the same screen query asked again
// costs no second analysis, while other variables or another operation of the document are measured anew.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../bff/src/schema';
import { MAX_QUERY_COST } from '../../bff/src/schema/builder';
import { operationCost } from '../../bff/src/schema/operation-cost';

const LIST = parse(`
  query List($first: Int!) { organizations(first: $first) { edges { node { name owner { fullName } } } } }
  query Nested { organizations(first: 100) { edges { node { related(section: CONTACT, first: 100) { edges { node { name } } } } } } }
`);

describe('operation cost', () => {
  it('is remembered per document and variables, and measured anew for other variables', () => {
    const first = operationCost(schema, LIST, { first: 10 }, 'List');
    expect(operationCost(schema, LIST, { first: 10 }, 'List')).toBe(first);
    const bigger = operationCost(schema, LIST, { first: 50 }, 'List');
    expect(bigger).not.toBe(first);
    // A connection multiplies its rows (each with an owner) by `first`.
    expect(bigger.objects!).toBeGreaterThan(first.objects!);
    expect(bigger.objects! - first.objects!).toBe((50 - 10) * 3); // edge, node, owner
    expect(operationCost(schema, LIST, { first: 50 }, 'List')).toBe(bigger);
  });

  it('measures the operation named, not the document’s first', () => {
    const nested = operationCost(schema, LIST, {}, 'Nested');
    expect(nested.objects!).toBeGreaterThan(MAX_QUERY_COST);
    expect(operationCost(schema, LIST, { first: 1 }, 'List').objects!).toBeLessThan(MAX_QUERY_COST);
  });

  it('leaves variables that do not coerce to execution, which reports them', () => {
    expect(operationCost(schema, LIST, { first: 'many' }, 'List').objects).toBeNull();
  });
});
