import { confidentLanguage } from '../../language/confident-language.js';
import { childNamed, childrenNamed } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import type { FixContext, FixLog } from '../fix-context.js';
import { documentLanguageFix } from './document-language.js';

/** The families whose default style declares an OpenDocument file's language, in the analysis' order. */
const FAMILIES = ['paragraph', 'graphic', 'table-cell'];

/**
 * fo:language (and fo:country) of the default style in styles.xml, as LibreOffice writes them.
 * `passages`: the caller marks passages in another language (a text), so they are not left here.
 */
export function fixOdfLanguage(pkg: OfficePackage, context: FixContext, log: FixLog, passages = false): void {
  const fix = documentLanguageFix(context, confidentLanguage(context.document), { passages });
  if (!fix) return;
  const styles = pkg.has('styles.xml') ? pkg.part('styles.xml') : null;
  const officeStyles = childNamed(styles?.root, 'office:styles');
  const defaults = childrenNamed(officeStyles, 'style:default-style');
  const style = FAMILIES.map((family) => defaults.find((d) => d.attribs['style:family'] === family)).find(Boolean);
  const location = {
    part: 'styles.xml',
    element: `style:default-style[${style?.attribs['style:family'] ?? 'paragraph'}]/style:text-properties`,
  };
  if ('reason' in fix || !styles || !officeStyles) {
    log.leave({ check: fix.check, location, reason: 'reason' in fix ? fix.reason : 'The file has no styles.xml' });
    return;
  }
  const [language, country] = fix.language.split('-');
  const attributes = `fo:language="${language}"${country ? ` fo:country="${country}"` : ''}`;
  const properties = childNamed(style, 'style:text-properties');
  if (properties) {
    styles.setAttribute(properties, 'fo:language', language!);
    if (country) styles.setAttribute(properties, 'fo:country', country);
    else styles.removeAttribute(properties, 'fo:country');
  } else if (style) {
    styles.insertChild(style, `<style:text-properties ${attributes}/>`);
  } else {
    styles.insertChild(
      officeStyles,
      `<style:default-style style:family="paragraph"><style:text-properties ${attributes}/></style:default-style>`,
      'first',
    );
  }
  log.change({ ...fix.change, location });
}
