import { alternativeText } from './alternative-text.js';
import type { CheckDefinition } from './check-definition.js';
import { contrast } from './contrast.js';
import { headingsHigherLevel } from './headings-higher-level.js';
import { headingsPresence } from './headings-presence.js';
import { headingsSequential } from './headings-sequential.js';
import { headingsStartAtOne } from './headings-start-at-one.js';
import { languageCorrect } from './language-correct.js';
import { languagePresence } from './language-presence.js';
import { scanned } from './scanned.js';
import { tableHeaders } from './table-headers.js';
import { tagged } from './tagged.js';
import { title } from './title.js';

/**
 * Every check the engine runs, in the order results are reported.
 * LibraryReference is not implemented: the hosted service deprecated it and always leaves it out.
 */
export const CHECKS: readonly CheckDefinition[] = [
  scanned,
  tagged,
  alternativeText,
  contrast,
  headingsPresence,
  tableHeaders,
  headingsSequential,
  headingsStartAtOne,
  headingsHigherLevel,
  title,
  languagePresence,
  languageCorrect,
];
