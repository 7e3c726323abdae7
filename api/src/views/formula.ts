// The formula of an advanced criteria group: rule names joined by AND/OR with brackets, e.g.
// "(Rule 1 OR Rule 2) AND Rule 3". A recursive-descent parser (AND binds tighter than OR) with errors a
// user can act on; rule names may hold spaces ("Rule 1"), so a name is the words between operators.

export type Formula = { kind: 'rule'; name: string } | { kind: 'and' | 'or'; items: Formula[] };

type Token = { t: '(' | ')' | 'and' | 'or' } | { t: 'name'; name: string };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let words: string[] = [];
  const flush = () => {
    if (words.length) out.push({ t: 'name', name: words.join(' ') });
    words = [];
  };
  for (const piece of text.split(/(\(|\)|\s+)/)) {
    if (!piece || /^\s+$/.test(piece)) continue;
    if (piece === '(' || piece === ')') {
      flush();
      out.push({ t: piece });
    } else if (/^(and|or)$/i.test(piece)) {
      flush();
      out.push({ t: piece.toLowerCase() as 'and' | 'or' });
    } else words.push(piece);
  }
  flush();
  return out;
}

/** Parses `text` over the group's rule names (case-insensitive); every rule of the group need not appear. */
export function parseFormula(text: string, ruleNames: string[]): { formula: Formula } | { error: string } {
  if (!text.trim()) return { error: 'Enter a formula for the advanced group' };
  const tokens = tokenize(text);
  const known = new Map(ruleNames.map((n) => [n.toLowerCase(), n]));
  let depth = 0;
  for (const tok of tokens) {
    if (tok.t === '(') depth++;
    if (tok.t === ')' && --depth < 0) break;
  }
  if (depth !== 0) return { error: 'The formula has unbalanced brackets' };
  let i = 0;
  class FormulaError extends Error {}
  const fail = (message: string): never => {
    throw new FormulaError(message);
  };
  const describe = (tok: Token | undefined) =>
    !tok ? 'the end' : tok.t === 'name' ? `"${tok.name}"` : tok.t === 'and' || tok.t === 'or' ? tok.t.toUpperCase() : `"${tok.t}"`;
  const factor = (): Formula => {
    const tok = tokens[i];
    if (tok?.t === '(') {
      i++;
      const inner = expr();
      if (tokens[i]?.t !== ')') fail(`Expected ")" but found ${describe(tokens[i])}`);
      i++;
      return inner;
    }
    if (tok?.t === 'name') {
      i++;
      const name = known.get(tok.name.toLowerCase());
      if (!name) return fail(`The formula names an unknown rule "${tok.name}"`);
      return { kind: 'rule', name };
    }
    return fail(`Expected a rule name but found ${describe(tok)}`);
  };
  const chain = (op: 'and' | 'or', next: () => Formula): Formula => {
    const items = [next()];
    while (tokens[i]?.t === op) {
      i++;
      items.push(next());
    }
    return items.length === 1 ? items[0]! : { kind: op, items };
  };
  const term = () => chain('and', factor);
  const expr = (): Formula => chain('or', term);
  try {
    const formula = expr();
    if (i < tokens.length) fail(`Expected AND or OR but found ${describe(tokens[i])}`);
    return { formula };
  } catch (e) {
    if (e instanceof FormulaError) return { error: e.message };
    throw e;
  }
}
