import { looksLikeFileName } from '../commons/file-name.js';
import type { DocumentModel } from '../model/document-model.js';
import type { CheckDefinition, CheckOutcome } from './check-definition.js';

export const alternativeText: CheckDefinition = {
  name: 'AlternativeText',
  severity: 'major',
  appliesTo: ['pdf', 'document', 'presentation', 'spreadsheet', 'html', 'image'],
  description:
    'Images and figures that are not decorative have a text alternative that describes them, not a ' +
    'file name or a default name such as "Picture 3".',
  references: ['WCAG 1.1.1', 'PDF/UA 7.3'],
  evaluate: evaluateAlternativeText,
};

/**
 * Names Word, PowerPoint, LibreOffice and cameras give images by themselves ("Picture 3",
 * "Image1", "Graphic 1", "DSC_0042"), and single words that name only the kind of thing.
 */
const DEFAULT_NAMES = [
  /^(picture|image|img|graphic|grafik|graphics|figure|fig|photo|pic|chart|diagram|drawing|object|objekt|shape|group|bild|abbildung|screenshot|screen shot|clipboard|dsc|dscn|dcim|pxl|mvimg|frame|content placeholder|placeholder)[ _.-]?\d+$/,
  /^(picture|image|img|graphic|figure|photo|pic|icon|chart|diagram|drawing|alt|alt text|spacer|placeholder|untitled|none|null|undefined|description|bild|grafik|abbildung)$/,
];

/** Share of non-decorative figures with a real alternative; failures the ones without. Null without such figures. */
export function evaluateAlternativeText(document: DocumentModel): CheckOutcome | null {
  const figures = document.figures.filter((figure) => !figure.decorative);
  if (figures.length === 0) return null;
  const missing = figures.filter((figure) => !isRealAlternativeText(figure.alternativeText));
  return {
    score: (figures.length - missing.length) / figures.length,
    failures: missing.map((figure) => figure.location),
  };
}

export function isRealAlternativeText(value: string | null): boolean {
  const text = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (!/\p{L}/u.test(text) || looksLikeFileName(text)) return false;
  const lower = text.toLowerCase();
  return !DEFAULT_NAMES.some((pattern) => pattern.test(lower));
}
