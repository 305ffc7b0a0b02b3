import { createCanvas, GlobalFonts, type Canvas } from '@napi-rs/canvas';
import type { Raster } from '../../src/model/raster.js';

GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'DejaVu Sans');

export const PROSE = [
  'Accessibility means that people with disabilities can',
  'perceive, understand, navigate and interact with the web.',
  'A document that was scanned from paper holds only a picture',
  'of its text, so a screen reader has nothing to read aloud.',
  'Optical character recognition turns that picture back into',
  'words that assistive technology can announce to the reader.',
  'Headings, lists and tables should be marked up as structure,',
  'and every image needs a short text alternative describing it.',
  'Colour alone must never carry meaning, and the contrast',
  'between text and background should be strong enough to read.',
];

/** French prose rich in accents, which an English model reads as e, a, o (or drops). */
export const FRENCH_PROSE = [
  'La bibliothèque municipale a ouvert ses portes dans',
  'un ancien entrepôt de la gare il y a quarante ans.',
  'Depuis, elle est devenue un lieu animé où les gens',
  'de tous âges viennent emprunter des livres et suivre',
  'des ateliers. Les prêts ont augmenté de six pour cent',
  'par rapport à l’année précédente, et le coin des',
  'enfants a été la partie la plus fréquentée du bâtiment.',
  'Nous remercions nos bénévoles pour leur patience.',
];
export const FRENCH_ACCENTED = [
  'bibliothèque',
  'entrepôt',
  'animé',
  'âges',
  'prêts',
  'précédente',
  'fréquentée',
  'bâtiment',
  'bénévoles',
];

/** German prose with umlauts and ß. */
export const GERMAN_PROSE = [
  'Die Stadtbibliothek wurde vor mehr als vierzig Jahren',
  'in einem ehemaligen Lagerhaus der Eisenbahn eröffnet.',
  'Seitdem ist sie ein lebendiger Ort, an dem Menschen',
  'jeden Alters Bücher ausleihen und Freunde treffen.',
  'Die Ausleihen stiegen im Vergleich zum Vorjahr, und',
  'die Kinderabteilung war wieder am häufigsten besucht.',
  'Wir danken allen Ehrenamtlichen für ihre Geduld und',
  'senden größere Grüße an die Schüler der Straße.',
];
export const GERMAN_ACCENTED = ['eröffnet', 'Bücher', 'häufigsten', 'für', 'größere', 'Grüße', 'Schüler', 'Straße'];

/** Lines of black text on white, `size` px, one line every 1.6 × size. */
export function textCanvas(lines: string[], options: { width?: number; size?: number } = {}): Canvas {
  const size = options.size ?? 32;
  const width = options.width ?? 1200;
  const canvas = createCanvas(width, Math.round(size * 1.6 * (lines.length + 1)));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.font = `${size}px "DejaVu Sans"`;
  lines.forEach((line, i) => ctx.fillText(line, size, size * 1.6 * (i + 1)));
  return canvas;
}

/** A letter page at 200 dpi (1700 × 2200) filled with 12 pt prose. */
export function letterPage(): Canvas {
  const lines = Array.from({ length: 48 }, (_, i) => PROSE[i % PROSE.length]);
  const canvas = createCanvas(1700, 2200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 1700, 2200);
  ctx.fillStyle = '#000000';
  ctx.font = '30px "DejaVu Sans"';
  lines.forEach((line, i) => ctx.fillText(line, 150, 180 + i * 42));
  return canvas;
}

/** Gradients, circles and noise; no text. Seeded, so the same every run. */
export function photoCanvas(width = 1024, height = 768): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#2a6fb0');
  sky.addColorStop(0.6, '#f0c080');
  sky.addColorStop(1, '#3b5e2b');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 40; i++) {
    const radial = ctx.createRadialGradient(
      random() * width,
      random() * height,
      0,
      random() * width,
      random() * height,
      40 + random() * 160,
    );
    radial.addColorStop(0, `hsla(${random() * 360}, 70%, 60%, 0.9)`);
    radial.addColorStop(1, `hsla(${random() * 360}, 60%, 30%, 0.1)`);
    ctx.fillStyle = radial;
    ctx.beginPath();
    ctx.arc(random() * width, random() * height, 20 + random() * 150, 0, Math.PI * 2);
    ctx.fill();
  }
  const pixels = ctx.getImageData(0, 0, width, height);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const noise = (random() - 0.5) * 60;
    for (let c = 0; c < 3; c++) pixels.data[i + c] = Math.min(255, Math.max(0, pixels.data[i + c] + noise));
  }
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}

export function blankRaster(width: number, height: number, value = 255, alpha = 255): Raster {
  const data = new Uint8ClampedArray(width * height * 4).fill(value);
  if (alpha !== value) for (let i = 3; i < data.length; i += 4) data[i] = alpha;
  return { width, height, data };
}

export function toRaster(canvas: Canvas): Raster {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return { width: canvas.width, height: canvas.height, data: new Uint8ClampedArray(data) };
}
