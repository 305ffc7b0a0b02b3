import { AnalysisError } from '../../../analyse.js';
import { isDict, isRef, nameOf, textOf, type CoreDocument, type PdfDict } from '../pdfjs-core.js';
import { readAttributes } from './attributes.js';
import { RoleMap } from './role-map.js';
import type { StructContent, StructNode } from './struct-tree.js';

export interface StructTreeBounds {
  /** More elements and content items than this and the file is refused (AnalysisError). */
  maxStructureNodes: number;
  /** Elements nested deeper than this and the file is refused (AnalysisError). */
  maxStructureDepth: number;
}

// How often (in nodes) the time budget is checked: the walk runs in one go, like a pdf.js parse.
const CHECK_EVERY = 1_000;

/**
 * The document's whole structure tree (ISO 32000-1, 14.7), read from the catalog's StructTreeRoot in
 * document order: every element, with its role through the RoleMap, Alt/ActualText, Lang, Layout
 * BBox, table Headers and /Pg, and its content (MCIDs, marked-content and object references) tied to
 * pages. Null when the document has no StructTreeRoot. An element reached twice (a cycle, a shared
 * kid) is read once; a damaged object is skipped, as pdf.js skips it. `check` is called as the walk
 * goes (the time budget); the bounds end it with an AnalysisError.
 */
export function readStructTree(document: CoreDocument, bounds: StructTreeBounds, check: () => void): StructNode | null {
  const treeRoot = quietly(() => document.catalog.get('StructTreeRoot'));
  if (!isDict(treeRoot)) return null;
  return new TreeReader(document, treeRoot, bounds, check).read();
}

interface PendingElement {
  dict: PdfDict;
  node: StructNode;
  /** The /Pg in force: the element's parent's. */
  page: string | undefined;
  depth: number;
}

class TreeReader {
  private readonly roles: RoleMap;
  private readonly classMap: unknown;
  private readonly seen = new Set<PdfDict>();
  // Elements are read from a stack, not by recursion: a tree may be as deep as its bounds allow.
  private readonly pending: PendingElement[] = [];
  private nodes = 0;

  constructor(
    private readonly document: CoreDocument,
    private readonly treeRoot: PdfDict,
    private readonly bounds: StructTreeBounds,
    private readonly check: () => void,
  ) {
    this.roles = new RoleMap(quietly(() => treeRoot.get('RoleMap')));
    this.classMap = quietly(() => treeRoot.get('ClassMap'));
  }

  read(): StructNode {
    const root: StructNode = { role: 'Root', children: [] };
    this.addKids(
      root,
      quietly(() => this.treeRoot.get('K')),
      undefined,
      0,
    );
    for (let next = this.pending.pop(); next; next = this.pending.pop()) this.readElement(next);
    return root;
  }

  private readElement({ dict, node, page, depth }: PendingElement): void {
    const type = quietly(() => nameOf(dict.get('S')));
    node.role = type ? this.roles.resolve(type) : '';
    const alt = quietly(() => textOf(dict.get('Alt')));
    const actualText = quietly(() => textOf(dict.get('ActualText')));
    const text = alt?.trim() ? alt : (actualText ?? alt);
    if (text != null) node.alt = text;
    const lang = quietly(() => textOf(dict.get('Lang')));
    if (lang != null) node.lang = lang;
    const attributes = quietly(() => readAttributes(dict, this.classMap, this.document.objects));
    if (attributes?.bbox) node.bbox = attributes.bbox;
    if (attributes?.headers) node.headers = attributes.headers;
    const ownPage = dict.getRaw('Pg');
    const elementPage = isRef(ownPage) ? ownPage.toString() : page;
    if (elementPage !== undefined) node.page = elementPage;
    this.addKids(
      node,
      quietly(() => dict.get('K')),
      elementPage,
      depth,
    );
  }

  /** K: an MCID, a marked-content or object reference, an element, or an array of those. */
  private addKids(node: StructNode, kids: unknown, page: string | undefined, depth: number): void {
    const list = Array.isArray(kids) ? kids : kids == null ? [] : [kids];
    for (const entry of list) {
      const kid = quietly(() => this.document.objects.fetchIfRef(entry));
      if (typeof kid === 'number') {
        if (Number.isInteger(kid) && kid >= 0 && page !== undefined) this.addContent(node, 'content', page, kid);
        continue;
      }
      if (!isDict(kid)) continue;
      const kidType = quietly(() => nameOf(kid.get('Type')));
      const kidPageRef = kid.getRaw('Pg');
      const kidPage = isRef(kidPageRef) ? kidPageRef.toString() : page;
      if (kidType === 'MCR') {
        // Marked content in a form XObject (/Stm) has the page's id in pdf.js's text content too.
        const mcid = quietly(() => kid.get('MCID'));
        if (Number.isInteger(mcid) && kidPage !== undefined) this.addContent(node, 'content', kidPage, mcid as number);
      } else if (kidType === 'OBJR') {
        const object = kid.getRaw('Obj');
        if (isRef(object) && kidPage !== undefined) this.addContent(node, 'object', kidPage, object.toString());
      } else if (!this.seen.has(kid)) {
        this.seen.add(kid);
        if (depth + 1 > this.bounds.maxStructureDepth) {
          throw new AnalysisError(
            `The PDF's structure tree nests elements more than ${this.bounds.maxStructureDepth.toLocaleString('en')} deep`,
          );
        }
        const child: StructNode = { role: '', children: [] };
        this.count();
        node.children.push(child);
        this.pending.push({ dict: kid, node: child, page, depth: depth + 1 });
      }
    }
  }

  private addContent(node: StructNode, type: StructContent['type'], page: string, id: number | string): void {
    this.count();
    node.children.push({ type, id: type === 'content' ? `p${page}_mc${id}` : String(id), page });
  }

  private count(): void {
    this.nodes++;
    if (this.nodes > this.bounds.maxStructureNodes) {
      throw new AnalysisError(
        `The PDF's structure tree has more than ${this.bounds.maxStructureNodes.toLocaleString('en')} elements and content items`,
      );
    }
    if (this.nodes % CHECK_EVERY === 0) this.check();
  }
}

/** A value read from a damaged object is no value: pdf.js warns and carries on, and so does the reader. */
function quietly<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
