// A lecture deck (PPTX) with the office fixtures' writer (fixtures/office/lib/pptx.mjs, which zips
// with the engine's own writer: dist must be built): on every slide a title and two text boxes,
// one in ten of them coloured; on every fifth slide a chart picture with alternative text.
import { chartPng } from '../../fixtures/pdf/lib/fodt.mjs';
import { picture, pptx, textBox, title } from '../../fixtures/office/lib/pptx.mjs';
import { phrase, pick, seeded, sentence } from './prose.mjs';

const COLOURS = ['1F3A8A', '8A1F1F', '9E9E9E'];

/** A deck of `slideCount` slides, as PPTX bytes. */
export function deck(slideCount) {
  const slides = Array.from({ length: slideCount }, (_, index) => {
    const random = seeded(5000 + index);
    const colour = random() < 0.1 ? pick(random, COLOURS) : undefined;
    const shapes = [title(2, `${index + 1}. ${phrase(random)}`), textBox(3, sentence(random), { y: 5, colour })];
    if (index % 5 === 4) shapes.push(picture(4, { alt: `Chart: ${phrase(random).toLowerCase()}`, y: 9 }));
    else shapes.push(textBox(4, sentence(random), { y: 10 }));
    return shapes;
  });
  return pptx({ title: 'Introduction to library services', language: 'en-GB', slides, png: chartPng() });
}
