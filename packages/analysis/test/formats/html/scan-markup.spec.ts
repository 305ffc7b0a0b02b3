import { describe, expect, it } from '@jest/globals';
import { scanMarkup } from '../../../src/formats/html/markup/scan-markup.js';
import { distModule, runNodeScript } from '../../support/node-script.js';

const scan = (html: string) => scanMarkup(Buffer.from(html));
const markupOf = (html: string) => scan(html).markup.html;

/** Markup → what the browser must not get, and what it must get all the same. */
const EDITS: [string, string, string[], string[]][] = [
  [
    'a script, with its code',
    '<p>a</p><script>alert(1)</script><p>b</p>',
    ['<script', 'alert'],
    ['<p>a</p>', '<p>b</p>'],
  ],
  ['an SVG script', '<svg><script>alert(1)</script><circle r="1"/></svg>', ['<script', 'alert'], ['<circle r="1"/>']],
  [
    'an object, with its fallback',
    '<object data="x.swf"><p>old</p></object><p>b</p>',
    ['<object', 'old'],
    ['<p>b</p>'],
  ],
  ['an iframe', '<iframe src="https://example.org/"></iframe><p>b</p>', ['iframe', 'example'], ['<p>b</p>']],
  [
    'event handlers and script URLs, other attributes kept',
    '<a href="javascript:steal()" onclick="y()" title=\'say "hi" &amp; go\'>link</a>',
    ['steal', 'onclick', 'href'],
    ['<a title="say &quot;hi&quot; &amp; go">link</a>'],
  ],
  [
    'a repeated handler does not come back',
    '<img onerror="a()" onerror="b()" src="x.png" alt="">',
    ['onerror', 'a()', 'b()'],
    ['<img src="x.png" alt="">'],
  ],
  [
    'a refresh',
    '<head><meta charset="utf-8"><meta http-equiv="Refresh" content="0; url=https://example.org/"></head>',
    ['refresh', 'Refresh'],
    ['<meta charset="utf-8">'],
  ],
  [
    'speculative hints',
    '<head><link rel="prefetch" href="a"><link rel="stylesheet" href="s.css"></head>',
    ['prefetch'],
    ['<link rel="stylesheet" href="s.css">'],
  ],
  [
    'a closed shadow root made open',
    '<div><template shadowrootmode="closed"><p>In</p></template></div>',
    ['closed'],
    ['<template shadowrootmode="open"><p>In</p></template>'],
  ],
  [
    'a template that is no shadow root stays as it is',
    '<template shadowrootmode="sideways"><p>In</p></template>',
    [],
    ['<template shadowrootmode="sideways"><p>In</p></template>'],
  ],
  [
    'noscript holds markup (scripts are off), its scripts removed',
    '<noscript><p>No JS</p><script>x()</script></noscript>',
    ['x()'],
    ['<noscript><p>No JS</p></noscript>'],
  ],
  [
    'an active tag the parser ignores in a select',
    '<select><iframe src="https://example.org/"><option>A</option></select>',
    ['iframe'],
    ['<option>A</option>'],
  ],
  ['a script after a frameset', '<frameset></frameset><script>alert(1)</script>', ['<script', '<frameset'], []],
];

describe('the markup the browser gets (scanMarkup)', () => {
  it.each(EDITS)('removes %s', (_, body, absent, present) => {
    const markup = markupOf(`<!doctype html><html lang="en">${body}</html>`);
    for (const text of absent) expect(markup).not.toContain(text);
    for (const text of present) expect(markup).toContain(text);
  });

  it.each(EDITS)('has nothing left to remove: %s', (_, body) => {
    const once = markupOf(`<!doctype html>${body}`);
    expect(markupOf(once)).toBe(once);
  });

  it('edits a page of megabytes in the right places, however it is cut for the parser', () => {
    const unit = '<p onclick="x()">text</p><script>bad()</script>\n';
    const markup = markupOf(`<!doctype html><html lang="en"><body>${unit.repeat(40_000)}</body></html>`);
    expect(markup).not.toMatch(/onclick|bad\(\)|<script/);
    expect(markup.split('<p>text</p>\n')).toHaveLength(40_001);
  });

  it('leaves a page with nothing to remove as it is, byte for byte', () => {
    const page =
      '<!DOCTYPE html>\n<html lang=en><HEAD><Title>T</Title></HEAD>\r\n<body><p class=x>a &amp; b<br/>c</body>';
    expect(markupOf(page)).toBe(page);
  });

  it.each([
    [
      'after the head tag',
      '<!doctype html><html lang="en"><head class="h"><title>T</title>',
      '<!doctype html><html lang="en"><head class="h">',
    ],
    [
      'after the html tag, the head implied',
      '<!doctype html><html lang="en"><title>T</title>',
      '<!doctype html><html lang="en">',
    ],
    ['after the doctype, no html tag', '<!DOCTYPE html>\n<title>T</title>', '<!DOCTYPE html>'],
    ['at the start, no doctype', '<title>T</title>', ''],
    ['after a head tag written again', '<!doctype html><head onload="x()"><title>T</title>', '<!doctype html><head>'],
  ])('says where the head starts: %s', (_, page, before) => {
    const { html, headAt } = scan(page).markup;
    expect(html.slice(0, headAt)).toBe(before);
  });

  it('sniffs the encoding: windows-1252 by default, else the BOM or <meta charset>', () => {
    const latin = Buffer.concat([
      Buffer.from('<!doctype html><title>Caf'),
      Buffer.from([0xe9]),
      Buffer.from('</title>'),
    ]);
    expect(scanMarkup(latin).facts.title).toBe('Café');
    const declared = Buffer.from('<!doctype html><meta charset="utf-8"><title>Café</title>');
    expect(scanMarkup(declared).facts.title).toBe('Café');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<!doctype html><title>Café</title>')]);
    expect(scanMarkup(bom).markup.html.startsWith('<!doctype')).toBe(true);
    expect(scanMarkup(bom).facts.title).toBe('Café');
  });

  it('takes the language from html[lang], a later <html> tag adding it as the parser does', () => {
    expect(scan('<!doctype html><html lang=" fr "><p>x').facts.language).toBe('fr');
    expect(scan('<!doctype html><p>x</p><html lang="de">').facts.language).toBe('de');
    expect(scan('<!doctype html><p lang="de">x').facts.language).toBeNull();
  });
});

/**
 * The scan (dist: build first) of a 6 MB page in a child process whose heap cannot hold a DOM of
 * it: cheerio's own parse of the same page, which the engine used before, runs out in that heap
 * (it needs more than 96 MB; the scan fits in 40).
 */
const HEAP_MB = 64;
async function inSmallHeap(code: string): Promise<{ ok: boolean; out: string }> {
  const dist = (path: string) => JSON.stringify(distModule(path));
  const script = `
    import { createRequire } from 'node:module';
    const { scanMarkup } = await import(${dist('formats/html/markup/scan-markup.js')});
    const cheerio = createRequire(${dist('index.js')})('cheerio');
    const words = Array.from({ length: 40 }, (_, i) => 'word' + i).join(' ');
    const page = Buffer.from('<!DOCTYPE html><html lang="en"><head><title>Long</title></head><body>' +
      Array.from({ length: 10000 }, (_, i) => '<p class="p' + i + '">' + words + ' <b>bold</b> <a href="#' + i + '">' + words + '</a></p>').join('\\n') +
      '</body></html>');
    ${code}`;
  try {
    const stdout = await runNodeScript(script, { flags: [`--max-old-space-size=${HEAP_MB}`] });
    return { ok: true, out: stdout.trim() };
  } catch (error) {
    return { ok: false, out: String((error as { stderr?: string }).stderr ?? error).slice(-2000) };
  }
}

describe(`a long page's markup is scanned, not held as a DOM (a ${HEAP_MB} MB heap)`, () => {
  it('scans a 6 MB page of 30,000 elements, where a DOM of it does not fit', async () => {
    const ours = await inSmallHeap(
      `const { markup, facts } = scanMarkup(page);
       console.log(JSON.stringify({ same: markup.html === page.toString('latin1'), title: facts.title }));`,
    );
    expect(ours).toEqual({ ok: true, out: JSON.stringify({ same: true, title: 'Long' }) });
    const dom = await inSmallHeap(`cheerio.loadBuffer(page).html(); console.log('held');`);
    expect(dom.ok).toBe(false);
    expect(dom.out).toContain('heap out of memory');
  }, 60_000);
});
