import type { Element } from 'domhandler';
import { childNamed, childrenNamed, elementsNamed, type XmlPart } from '../../xml/xml-part.js';
import type { OfficePackage } from '../../zip/office-package.js';
import { relationships, targetsOfType } from '../ooxml-relationships.js';
import { themeColours, type ThemeColours } from '../ooxml-theme.js';

export interface Slide {
  part: XmlPart;
  /** Its place in the presentation (the preview's page, when every slide is exported). */
  index: number;
}

/** A presentation's slides in the order of p:sldIdLst, and the theme the analysis resolves colours with. */
export class Slides {
  readonly slides: Slide[];
  readonly theme: ThemeColours;

  constructor(pkg: OfficePackage, presentation: string) {
    const rels = relationships(pkg, presentation);
    const list = childNamed(pkg.part(presentation)?.root, 'p:sldIdLst');
    this.slides = childrenNamed(list, 'p:sldId')
      .map((id) => rels.get(id.attribs['r:id'] ?? '')?.target)
      .map((target) => (target && pkg.has(target) ? pkg.part(target) : null))
      .filter((part): part is XmlPart => part !== null)
      .map((part, index) => ({ part, index }));
    const master = targetsOfType(pkg, presentation, 'slideMaster')[0];
    this.theme = themeColours(
      pkg,
      targetsOfType(pkg, presentation, 'theme')[0] ?? (master ? targetsOfType(pkg, master, 'theme')[0] : undefined),
    );
  }

  /** Every a:tbl of every slide, in order, with its slide. */
  tables(): { slide: Slide; table: Element }[] {
    return this.slides.flatMap((slide) => elementsNamed(slide.part.root, 'a:tbl').map((table) => ({ slide, table })));
  }
}
