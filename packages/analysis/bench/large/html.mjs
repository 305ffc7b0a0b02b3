// A long HTML page (an annual report on one page, as a site's "print all" view gives): lang, title,
// a stylesheet, then sections until the page has the bytes asked for, each with an h2, h3s,
// paragraphs (one in ten with a coloured span, some too light for Contrast), and every few sections
// a table with header cells, a list of in-page links or a chart (a PNG data URL, with alt text).
// Section n is the same in every file (its own seed); no external resources.
import { chartPng, esc } from '../../fixtures/pdf/lib/fodt.mjs';
import { between, paragraph, phrase, pick, seeded, sentence } from './prose.mjs';

const COLOURS = ['#1f3a8a', '#8a1f1f', '#a0a0a0'];
const CHARTS = Array.from({ length: 6 }, (_, i) => chartPng(160 + i * 20, 100).toString('base64'));

function section(index) {
  const random = seeded(40000 + index);
  const parts = [`<section id="s${index}"><h2>${index + 1}. ${esc(phrase(random))}</h2>`];
  for (let sub = 0; sub < between(random, 1, 3); sub++) {
    parts.push(`<h3>${esc(phrase(random))}</h3>`);
    for (let p = 0; p < between(random, 2, 4); p++) {
      const text = esc(paragraph(random));
      if (random() < 0.1) {
        const cut = text.indexOf(' ', text.length / 2);
        parts.push(
          `<p>${text.slice(0, cut)} <span style="color:${pick(random, COLOURS)}">${text.slice(cut)}</span></p>`,
        );
      } else {
        parts.push(`<p>${text}</p>`);
      }
    }
  }
  if (index % 4 === 1) {
    const rows = Array.from(
      { length: between(random, 3, 8) },
      () =>
        `<tr><th scope="row">${esc(phrase(random))}</th><td>${between(random, 10, 999)}</td><td>${between(random, 1, 99)}%</td></tr>`,
    );
    parts.push(
      `<table><caption>${esc(phrase(random))}</caption><thead><tr><th scope="col">Item</th><th scope="col">Count</th><th scope="col">Change</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  } else if (index % 4 === 2) {
    parts.push(
      `<figure><img src="data:image/png;base64,${pick(random, CHARTS)}" alt="${esc(`Chart: ${sentence(random)}`)}" width="320" height="200"><figcaption>${esc(phrase(random))}</figcaption></figure>`,
    );
  } else if (index % 4 === 3 && index > 8) {
    const links = Array.from({ length: 4 }, () => between(random, 0, index - 1)).map(
      (target) => `<li><a href="#s${target}">See section ${target + 1}</a></li>`,
    );
    parts.push(`<ul>${links.join('')}</ul>`);
  }
  parts.push('</section>\n');
  return parts.join('');
}

/** An HTML page of at least `bytes` bytes (UTF-8), as a Buffer. */
export function htmlPage(bytes) {
  const head = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Annual report of the town library</title>
<style>body{font:16px/1.5 sans-serif;margin:2em auto;max-width:46em;color:#222}table{border-collapse:collapse}th,td{border:1px solid #999;padding:.2em .5em}figure{margin:1em 0}</style>
</head><body><header><h1>Annual report of the town library</h1><nav><a href="#s0">Start</a></nav></header><main>
`;
  const tail = '</main><footer><p>The town library</p></footer></body></html>\n';
  const chunks = [head];
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail);
  for (let index = 0; length < bytes; index++) {
    const text = section(index);
    chunks.push(text);
    length += Buffer.byteLength(text);
  }
  chunks.push(tail);
  return Buffer.from(chunks.join(''));
}
