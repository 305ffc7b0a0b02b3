import { describe, expect, it } from '@jest/globals';
import { countStyleRules } from '../../../src/formats/html/styles/rule-count.js';
import { parseStylesheet } from '../../../src/formats/html/styles/stylesheet.js';

describe('countStyleRules', () => {
  it('counts a rule per selector of a selector list, as the parser makes them', () => {
    const css = 'p { color: red } h1, h2 , .x > a { color: blue; font: 12px a, b }';
    expect(countStyleRules(css)).toBe(4);
    expect(parseStylesheet(css).rules).toHaveLength(4);
  });

  it('does not count commas inside functions, attribute selectors or declarations', () => {
    expect(countStyleRules(':is(a, b) > c[title="x,y"] { font-family: a, b; color: rgb(1, 2, 3) }')).toBe(1);
  });

  it('counts the rules inside grouping at-rules, and their blocks, not their preludes', () => {
    expect(countStyleRules('@media screen, print { a, b { color: red } } @supports (x: y) { c {} }')).toBe(5);
    expect(countStyleRules('@import url(a.css) screen, print; @charset "x"; a { color: red }')).toBe(1);
  });

  it('counts a block in an at-rule that holds declarations, but no commas in it', () => {
    expect(countStyleRules('@font-face { font-family: a, b; src: url(a), url(b) } a, b {}')).toBe(3);
  });

  it('is an upper bound on broken CSS too', () => {
    expect(countStyleRules('a, b { color: red ')).toBe(2);
    expect(countStyleRules('} } a, b {}')).toBe(2);
    expect(countStyleRules('')).toBe(0);
  });
});
