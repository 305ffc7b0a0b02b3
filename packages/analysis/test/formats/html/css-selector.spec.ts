import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio';
import { cssEscape, SelectorNamer } from '../../../src/formats/html/css-selector.js';

describe('SelectorNamer', () => {
  const $ = load(
    '<body><div id="a"><p>1</p><p>2</p></div><div><span id="dup">x</span><span id="dup">y</span></div><p id="1st">z</p></body>',
  );
  const names = new SelectorNamer($);

  it('uses a unique id, else an nth-of-type path from body or the nearest unique id', () => {
    expect(names.selectorOf($('#a')[0]!)).toBe('#a');
    expect(names.selectorOf($('#a p')[1]!)).toBe('#a > p:nth-of-type(2)');
    expect(names.selectorOf($('span')[1]!)).toBe('body > div:nth-of-type(2) > span:nth-of-type(2)');
    expect(names.selectorOf($('body')[0]!)).toBe('body');
  });

  it('escapes ids that are not identifiers', () => {
    const selector = names.selectorOf($('p').last()[0]!);
    expect(selector).toBe('#\\31 st');
    expect($(selector).text()).toBe('z');
  });

  it('gives selectors that select exactly their element', () => {
    for (const element of $('body *').get()) expect($(names.selectorOf(element)).get()).toEqual([element]);
  });

  it('escapes like CSS.escape', () => {
    expect(cssEscape('a b')).toBe('a\\ b');
    expect(cssEscape('-1')).toBe('-\\31 ');
    expect(cssEscape('-')).toBe('\\-');
    expect(cssEscape('é_x-1')).toBe('é_x-1');
  });
});
