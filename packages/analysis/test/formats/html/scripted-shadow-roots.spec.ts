import { describe, expect, it } from '@jest/globals';
import { scanMarkup } from '../../../src/formats/html/markup/scan-markup.js';

const hostsOf = (body: string) =>
  scanMarkup(Buffer.from(`<!doctype html><body>${body}</body>`)).facts.scriptedShadowHosts;

describe('shadow roots only a script would attach', () => {
  it('names the custom elements an inline script defines and gives shadow roots', () => {
    expect(
      hostsOf(
        `<x-panel></x-panel><script>customElements.define('x-panel', class extends HTMLElement {
          constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<p>Hi</p>'; } });
          customElements.define("info-card", class extends HTMLElement {});</script>`,
      ),
    ).toEqual(['x-panel', 'info-card']);
  });

  it('says a script attaches shadow roots even when it names no element', () => {
    expect(
      hostsOf(`<div id="a"></div><script>document.getElementById('a').attachShadow({ mode: 'open' });</script>`),
    ).toEqual([]);
  });

  it('is null when no script attaches one (a declarative shadow root needs none)', () => {
    expect(hostsOf('<script>document.title = "x";</script>')).toBeNull();
    expect(hostsOf('<x-a><template shadowrootmode="open"><p>Hi</p></template></x-a>')).toBeNull();
  });
});
