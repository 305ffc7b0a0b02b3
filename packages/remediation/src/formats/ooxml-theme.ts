import { parseHexColour, withThemeAliases, type Rgb } from '@app/analysis';
import { childNamed, isElement } from '../xml/xml-part.js';
import type { OfficePackage } from '../zip/office-package.js';

/** A theme's colour scheme by name (dk1, lt1, accent1…; tx1/bg1/tx2/bg2 as dk1/lt1/dk2/lt2), as the analysis reads it. */
export type ThemeColours = Map<string, Rgb>;

export function themeColours(pkg: OfficePackage, part: string | undefined): ThemeColours {
  const colours: ThemeColours = new Map();
  const theme = part && pkg.has(part) ? pkg.part(part) : null;
  const scheme = childNamed(childNamed(theme?.root, 'a:themeElements'), 'a:clrScheme');
  for (const entry of scheme?.children.filter(isElement) ?? []) {
    const value = entry.children.find(isElement);
    const hex = value?.name === 'a:sysClr' ? value.attribs.lastClr : value?.attribs.val;
    const rgb = parseHexColour(hex);
    if (rgb) colours.set(entry.name.replace(/^a:/, ''), rgb);
  }
  return withThemeAliases(colours);
}
