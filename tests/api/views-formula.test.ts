// The advanced group's formula: rule names (with spaces) joined by AND/OR with brackets, AND binding tighter
// than OR, and errors that tell the user what to fix.
import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../api/src/views/formula';

const rules = ['Rule 1', 'Rule 2', 'Rule 3', 'Big deal'];
const parsed = (text: string) => {
  const r = parseFormula(text, rules);
  if ('error' in r) throw new Error(r.error);
  return r.formula;
};
const error = (text: string) => {
  const r = parseFormula(text, rules);
  return 'error' in r ? r.error : null;
};

describe('advanced criteria formula', () => {
  it('parses rule names with spaces, any case, AND before OR, brackets first', () => {
    expect(parsed('rule 1')).toEqual({ kind: 'rule', name: 'Rule 1' });
    expect(parsed('Rule 1 OR Rule 2 and Big deal')).toEqual({
      kind: 'or',
      items: [
        { kind: 'rule', name: 'Rule 1' },
        {
          kind: 'and',
          items: [
            { kind: 'rule', name: 'Rule 2' },
            { kind: 'rule', name: 'Big deal' },
          ],
        },
      ],
    });
    expect(parsed('(Rule 1 OR Rule 2) AND (Rule 3)')).toEqual({
      kind: 'and',
      items: [
        {
          kind: 'or',
          items: [
            { kind: 'rule', name: 'Rule 1' },
            { kind: 'rule', name: 'Rule 2' },
          ],
        },
        { kind: 'rule', name: 'Rule 3' },
      ],
    });
    expect(parsed('((Rule 1))AND(Rule 2)')).toMatchObject({ kind: 'and' });
  });

  it('refuses a missing formula, unbalanced brackets, unknown rules and dangling operators', () => {
    expect(error('')).toBe('Enter a formula for the advanced group');
    expect(error('   ')).toBe('Enter a formula for the advanced group');
    expect(error('(Rule 1 AND Rule 2')).toBe('The formula has unbalanced brackets');
    expect(error('Rule 1) AND (Rule 2')).toBe('The formula has unbalanced brackets');
    expect(error('Rule 1 AND Rule 9')).toBe('The formula names an unknown rule "Rule 9"');
    expect(error('Rule 1 AND')).toBe('Expected a rule name but found the end');
    expect(error('OR Rule 1')).toBe('Expected a rule name but found OR');
    expect(error('Rule 1 AND () ')).toBe('Expected a rule name but found ")"');
    expect(error('(Rule 1) (Rule 2)')).toBe('Expected AND or OR but found "("');
  });
});
