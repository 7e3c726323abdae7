import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects `name` directly on its result (through fragments too), so a
 * resolver can fetch what its children will need in the same upstream round.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === 'Field' && sel.name.value === name) return true;
      if (sel.kind === 'InlineFragment' && walk(sel.selectionSet)) return true;
      if (sel.kind === 'FragmentSpread' && !seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        if (walk(info.fragments[sel.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}
