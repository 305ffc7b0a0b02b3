import { unescapeXml, type Stripped } from './external-reference.js';

/** Fields that pull in another file's content: pictures, text, OLE links, DDE, imported files. */
const LINKING_FIELD = /^\s*(INCLUDEPICTURE|INCLUDETEXT|INCLUDE|LINK|DDE|DDEAUTO|IMPORT)\b\s*("[^"]*"|\S+)?/i;

/**
 * Empties the instructions of Word fields that link to other files, in `w:instrText` runs and in
 * `w:fldSimple`'s `w:instr`: the field's last shown result stays, the link goes.
 */
export function removeLinkingFields(xml: string, part: string): Stripped {
  const removed: Stripped['removed'] = [];
  const strip = (instruction: string): boolean => {
    const match = LINKING_FIELD.exec(unescapeXml(instruction));
    if (!match) return false;
    removed.push({ part, target: (match[2] ?? match[1]!).replace(/^"|"$/g, '') });
    return true;
  };
  const withoutRuns = xml.replace(
    /(<w:instrText\b[^>]*>)([^<]*)(<\/w:instrText>)/g,
    (whole: string, open: string, text: string, close: string) => (strip(text) ? `${open}${close}` : whole),
  );
  const withoutSimple = withoutRuns.replace(
    /(<w:fldSimple\b[^>]*?\sw:instr\s*=\s*)("[^"]*"|'[^']*')/g,
    (whole: string, before: string, quoted: string) => (strip(quoted.slice(1, -1)) ? `${before}""` : whole),
  );
  return { xml: withoutSimple, removed };
}
