import { tokenize, tokenTypes as T } from 'css-tree';

/** At-rules whose block holds rules; the others' blocks hold declarations or descriptors. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'document', 'scope', 'starting-style']);

/**
 * How many style rules a stylesheet would give, one per selector of a selector list (as
 * stylesheet.ts makes them), counted from its tokens without parsing it: each block, and each comma
 * between selectors. At-rule blocks and rules under any media count too: an upper bound, in linear
 * time and no memory, so that a huge sheet is refused before css-tree builds its tree.
 */
export function countStyleRules(css: string): number {
  let count = 0;
  // For each open block: whether it holds rules (the top level does).
  const blocks: boolean[] = [];
  let brackets = 0;
  let atRule: string | null = null;
  tokenize(css, (type, start, end) => {
    const amongRules = blocks.length === 0 || blocks[blocks.length - 1]!;
    switch (type) {
      case T.LeftCurlyBracket:
        count++;
        blocks.push(amongRules && atRule !== null && GROUPING_AT_RULES.has(atRule));
        [atRule, brackets] = [null, 0];
        break;
      case T.RightCurlyBracket:
        blocks.pop();
        [atRule, brackets] = [null, 0];
        break;
      case T.Semicolon:
        if (brackets === 0) atRule = null;
        break;
      case T.AtKeyword:
        if (amongRules && brackets === 0) atRule = css.slice(start + 1, end).toLowerCase();
        break;
      case T.Function:
      case T.LeftParenthesis:
      case T.LeftSquareBracket:
        brackets++;
        break;
      case T.RightParenthesis:
      case T.RightSquareBracket:
        brackets = Math.max(0, brackets - 1);
        break;
      case T.Comma:
        // `a, b {` gives two rules; commas in `:is(a, b)`, in declarations or in `@media a, b` do not.
        if (amongRules && brackets === 0 && atRule === null) count++;
        break;
    }
  });
  return count;
}
