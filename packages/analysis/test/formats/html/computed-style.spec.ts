import { describe, expect, it } from '@jest/globals';
import { load } from 'cheerio';
import { isElement } from '../../../src/formats/html/dom.js';
import { computeCascade } from '../../../src/formats/html/styles/cascade.js';
import { computeStyles, type ComputedStyle } from '../../../src/formats/html/styles/computed-style.js';
import { loadStylesheets } from '../../../src/formats/html/styles/load-stylesheets.js';

/** The computed style of the element with id `target` in `html`. */
async function style(html: string, target = 'target'): Promise<ComputedStyle> {
  const $ = load(html);
  const styles = computeStyles($, computeCascade($, await loadStylesheets($, null, null)));
  return styles.get($(`#${target}`).get().filter(isElement)[0]!)!;
}

const grey = (value: number) => ({ r: value, g: value, b: value });

describe('the cascade', () => {
  it('orders by specificity, then source order', async () => {
    const css = '<style>#target { color: #111 } p.a { color: #222 } p { color: #333 }</style>';
    expect((await style(`${css}<p id="target" class="a">x</p>`)).colour).toEqual(grey(0x11));
    expect(
      (await style('<style>.a { color: #222 } .b { color: #444 }</style><p id="target" class="b a">x</p>')).colour,
    ).toEqual(grey(0x44));
  });

  it('puts inline style above rules, and !important above both', async () => {
    expect(
      (await style('<style>#target { color: #111 }</style><p id="target" style="color: #222">x</p>')).colour,
    ).toEqual(grey(0x22));
    const important = '<style>p { color: #333 !important }</style>';
    expect((await style(`${important}<p id="target" style="color: #222">x</p>`)).colour).toEqual(grey(0x33));
    expect((await style(`${important}<p id="target" style="color: #222 !important">x</p>`)).colour).toEqual(grey(0x22));
  });

  it('applies screen and all media only', async () => {
    const html = (media: string) => `<style>@media ${media} { p { color: #123456 } }</style><p id="target">x</p>`;
    expect((await style(html('screen'))).colour).toEqual({ r: 0x12, g: 0x34, b: 0x56 });
    expect((await style(html('all and (min-width: 600px)'))).colour).toEqual({ r: 0x12, g: 0x34, b: 0x56 });
    expect((await style(html('print'))).colour).toEqual(grey(0));
    expect((await style(html('(prefers-color-scheme: dark)'))).colour).toEqual(grey(0));
    expect((await style(`<style media="print">p { color: red }</style><p id="target">x</p>`)).colour).toEqual(grey(0));
  });

  it('skips selectors that cannot match statically', async () => {
    const css =
      '<style>p:hover { color: red } p:focus { color: red } p::before { color: red } p:lang(en) { color: red }</style>';
    expect((await style(`${css}<p id="target">x</p>`)).colour).toEqual(grey(0));
  });

  it('expands the background and font shorthands', async () => {
    const target = await style(
      '<style>p { background: #ffeeaa no-repeat; font: italic bold 20px/1.2 serif }</style><p id="target">x</p>',
    );
    expect(target.background).toEqual({ r: 0xff, g: 0xee, b: 0xaa });
    expect(target.fontWeight).toBe(700);
    expect(target.fontSizePx).toBe(20);
  });

  it('takes bgcolor and <font color> as presentational hints', async () => {
    const target = await style(
      '<table bgcolor="#000000"><tr><td><font id="target" color="#ffffff">x</font></td></tr></table>',
    );
    expect(target).toMatchObject({ colour: grey(255), background: grey(0) });
  });

  it('substitutes custom properties, with fallbacks', async () => {
    const css =
      '<style>:root { --fg: #333; --bg: var(--missing, #fafafa) } p { color: var(--fg); background-color: var(--bg) }</style>';
    expect(await style(`${css}<p id="target">x</p>`)).toMatchObject({ colour: grey(0x33), background: grey(0xfa) });
  });
});

describe('inheritance and computed values', () => {
  it('inherits color, font-size and font-weight, not background-color', async () => {
    const target = await style(
      '<div style="color: #444; font-size: 20px; font-weight: bold; background-color: #eee"><span><em id="target">x</em></span></div>',
    );
    expect(target).toMatchObject({ colour: grey(0x44), fontSizePx: 20, fontWeight: 700, background: grey(0xee) });
  });

  it('resolves em, rem, % and keywords against the parent', async () => {
    const html = (size: string) =>
      `<html style="font-size: 10px"><body><div style="font-size: 20px"><p id="target" style="font-size: ${size}">x</p></div></body></html>`;
    expect((await style(html('1.5em'))).fontSizePx).toBe(30);
    expect((await style(html('2rem'))).fontSizePx).toBe(20);
    expect((await style(html('50%'))).fontSizePx).toBe(10);
    expect((await style(html('12pt'))).fontSizePx).toBe(16);
    expect((await style(html('x-large'))).fontSizePx).toBe(24);
    expect((await style(html('larger'))).fontSizePx).toBe(24);
    expect((await style(html('calc(1em + 2px)'))).fontSizePx).toBe(20);
    expect((await style('<h2 id="target">x</h2>')).fontSizePx).toBe(24);
    expect((await style('<div style="font-size: 10px"><h1 id="target">x</h1></div>')).fontSizePx).toBe(20);
  });

  it('resolves font-weight keywords', async () => {
    expect((await style('<h1 id="target">x</h1>')).fontWeight).toBe(700);
    expect((await style('<h1 id="target" style="font-weight: normal">x</h1>')).fontWeight).toBe(400);
    expect((await style('<p style="font-weight: 400"><b id="target">x</b></p>')).fontWeight).toBe(700);
    expect((await style('<p id="target" style="font-weight: bolder">x</p>')).fontWeight).toBe(700);
    expect((await style('<p id="target" style="font-weight: 600">x</p>')).fontWeight).toBe(600);
  });

  it('blends translucent colours over the background', async () => {
    expect((await style('<p id="target" style="color: rgba(0, 0, 0, 0.5)">x</p>')).colour).toEqual(grey(128));
    const layered = await style(
      '<div style="background: #000"><p id="target" style="background-color: rgba(255, 255, 255, 0.5); color: #ffffff80">x</p></div>',
    );
    expect(layered.background).toEqual(grey(128));
    expect(layered.colour).toEqual(grey(192));
  });

  it('resolves currentcolor', async () => {
    const target = await style(
      '<div style="color: #00f"><p id="target" style="background-color: currentColor; color: currentcolor">x</p></div>',
    );
    expect(target).toMatchObject({ colour: { r: 0, g: 0, b: 255 }, background: { r: 0, g: 0, b: 255 } });
  });

  it('makes the background unknown under a background image, unless an opaque colour covers it', async () => {
    expect((await style('<div style="background-image: url(a.png)"><p id="target">x</p></div>')).background).toBeNull();
    expect(
      (await style('<div style="background: linear-gradient(red, blue)"><p id="target">x</p></div>')).background,
    ).toBeNull();
    expect(
      (await style('<div style="background-image: url(a.png)"><p id="target" style="background: white">x</p></div>'))
        .background,
    ).toEqual(grey(255));
  });

  it('leaves unparsable colours unknown', async () => {
    expect((await style('<p id="target" style="color: lab(50% 40 59)">x</p>')).colour).toBeNull();
    expect(
      (await style('<p id="target" style="background-color: color-mix(in srgb, red, blue)">x</p>')).background,
    ).toBeNull();
  });

  it('tracks display and visibility', async () => {
    expect((await style('<div style="display: none"><p id="target">x</p></div>')).rendered).toBe(false);
    expect((await style('<div hidden><p id="target">x</p></div>')).rendered).toBe(false);
    expect((await style('<div style="visibility: hidden"><p id="target">x</p></div>')).visible).toBe(false);
    expect(
      (await style('<div style="visibility: hidden"><p id="target" style="visibility: visible">x</p></div>')).visible,
    ).toBe(true);
  });
});
