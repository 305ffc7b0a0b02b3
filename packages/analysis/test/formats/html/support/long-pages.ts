/**
 * Long HTML pages written at test time (too large to commit): what issue 27 saw fail in the browser.
 * Each is plain, legible prose or links, so that every check has something to judge and passes.
 */

const SENTENCES = [
  'The town library lends books, films and music to everyone who lives or works in the town.',
  'Members may borrow up to twelve items at a time and renew them online or at any branch.',
  'Reading groups meet on the first Tuesday of each month in the room beside the children’s corner.',
  'Large-print editions and audio books are kept on the ground floor, near the lifts.',
  'The local history collection holds maps, parish records and photographs from the last two centuries.',
  'Volunteers help visitors search the catalogue, print documents and use the public computers.',
];

/** A paragraph of about `chars` characters of prose, varied by its number, one link and one emphasis in it. */
function paragraph(index: number, chars: number): string {
  let text = '';
  for (let sentence = index; text.length < chars; sentence++) text += `${SENTENCES[sentence % SENTENCES.length]} `;
  const cut = text.indexOf(' ', Math.floor(text.length / 3));
  return (
    `<p>${text.slice(0, cut)} <em>(section ${index})</em> ` +
    `<a href="https://example.org/notes/${index}">see note ${index}</a>${text.slice(cut)}</p>`
  );
}

/**
 * An article of about `megabytes` MB: a title, a heading every 40 paragraphs, paragraphs of about
 * 1,000 characters (three text nodes each: the prose, an emphasis and a link).
 */
export function longArticle(megabytes: number): string {
  const paragraphs = Math.round((megabytes * 1024 * 1024) / 1_100);
  const body: string[] = ['<article><h1>The town library: a history</h1>'];
  for (let index = 0; index < paragraphs; index++) {
    if (index % 40 === 0) body.push(`<h2>Part ${index / 40 + 1}</h2>`);
    body.push(paragraph(index, 1_000));
  }
  body.push('</article>');
  return page('The town library: a history', body.join('\n'));
}

const TITLES = [
  'A history of the town library',
  'Maps of the river and its bridges',
  'Letters from the parish archive',
  'Gardening through the seasons',
  'Stories for reading aloud',
  'The railway and the market town',
];

/** A page of `count` links in a list, about 100 bytes each (20,000 links: 2 MB). */
export function linkPage(count: number): string {
  const items = Array.from(
    { length: count },
    (_, index) =>
      `<li><a href="https://example.org/catalogue/${index}">${TITLES[index % TITLES.length]}: record ${index}</a></li>`,
  );
  return page('Catalogue index', `<h1>Catalogue index</h1>\n<ul>\n${items.join('\n')}\n</ul>`);
}

function page(title: string, body: string): string {
  const head = `<head><meta charset="utf-8"><title>${title}</title></head>`;
  return `<!doctype html><html lang="en">${head}<body>${body}</body></html>`;
}
