import { describe, expect, it } from '@jest/globals';
import { findUnsafeInput, MAX_INPUT_DEPTH, textProblem } from '../../src/common/http/unsafe-input.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('textProblem', () => {
  it('accepts any Unicode text, paired surrogates (emoji) included', () => {
    expect(textProblem('Grüße, 😀, 数学')).toBeNull();
  });

  it('names a NUL and a lone surrogate, high or low', () => {
    expect(textProblem('a\u0000b')).toBe('contains a NUL character');
    expect(textProblem('a\ud800')).toBe('contains a lone surrogate (not valid Unicode)');
    expect(textProblem('\udc00b')).toBe('contains a lone surrogate (not valid Unicode)');
  });
});

describe('findUnsafeInput', () => {
  it('passes ordinary values', () => {
    expect(
      findUnsafeInput({ title: 'Unit 2', criteria: [{ minScore: 4, users: ['_1_1'] }], ok: true }, 'body'),
    ).toBeNull();
    expect(findUnsafeInput(undefined, 'body')).toBeNull();
  });

  it('names the first bad string by its place', () => {
    const body = { title: 'fine', items: [{ id: '_1_1' }, { id: '_2_1\u0000' }], later: '\u0000' };
    expect(findUnsafeInput(body, 'body')).toBe('body.items[1].id contains a NUL character');
    expect(findUnsafeInput({ 'not an identifier': ['\ud800'] }, 'body')).toBe(
      'body["not an identifier"][0] contains a lone surrogate (not valid Unicode)',
    );
    expect(findUnsafeInput('x\u0000', 'path.userId')).toBe('path.userId contains a NUL character');
  });

  it('names a bad key by the object holding it', () => {
    expect(findUnsafeInput({ name: { ['given\u0000']: 'x' } }, 'body')).toBe(
      'a key of body.name contains a NUL character',
    );
  });

  it(`allows ${MAX_INPUT_DEPTH} levels of nesting and refuses more, however deep, without recursion`, () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH), 'body')).toBeNull();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1), 'body')).toBe('body is nested more than 64 levels deep');
    expect(findUnsafeInput(nested(1_000_000), 'body')).toBe('body is nested more than 64 levels deep');
  });
});
