/**
 * The whole logical structure tree of a tagged PDF, as read-struct-tree.ts reads it from the
 * StructTreeRoot: every element, whatever page its content is on, and elements with no content.
 * Plain data: nothing of pdf.js's objects is kept.
 */
export interface StructNode {
  /** The standard type after the RoleMap ('P', 'H1', 'Figure'...), else the type as written; 'Root' at the top. */
  role: string;
  children: (StructNode | StructContent)[];
  /** /Alt, or /ActualText when there is no Alt. */
  alt?: string;
  /** The element's own /Lang (its effective language is the nearest declared one up the tree). */
  lang?: string;
  /** Table cells: the IDs of their header cells (the Headers attribute). */
  headers?: string[];
  /** From a Layout attribute's BBox, in the PDF user space of `page`. */
  bbox?: number[];
  /** The page its content is on unless it says otherwise: /Pg, its own or its nearest ancestor's ('12R'). */
  page?: string;
}

/**
 * Marked content ('content', id 'p12R_mc3', as pdf.js's text content names it), or a referenced
 * object or annotation ('object', id '15R'), on the page `page` ('12R').
 */
export interface StructContent {
  type: 'content' | 'object';
  id: string;
  page: string;
}

export function isContent(child: StructNode | StructContent): child is StructContent {
  return 'type' in child;
}

export function elementChildren(node: StructNode): StructNode[] {
  return node.children.filter((child): child is StructNode => !isContent(child));
}

/** The content items in the subtree of `node`, in order. */
export function contentOf(node: StructNode): StructContent[] {
  const found: StructContent[] = [];
  const visit = (current: StructNode) => {
    for (const child of current.children) {
      if (isContent(child)) found.push(child);
      else visit(child);
    }
  };
  visit(node);
  return found;
}

/** Visits every element below `root` in document order, with its parent and its effective Lang. */
export function walkElements(
  root: StructNode,
  visit: (node: StructNode, parent: StructNode, lang: string | null) => void,
): void {
  const descend = (node: StructNode, lang: string | null) => {
    for (const child of elementChildren(node)) {
      const childLang = child.lang ?? lang;
      visit(child, node, childLang);
      descend(child, childLang);
    }
  };
  descend(root, null);
}

/** The tree holds at least one element that owns content. */
export function hasContent(tree: StructNode | null): boolean {
  return tree !== null && contentOf(tree).length > 0;
}
