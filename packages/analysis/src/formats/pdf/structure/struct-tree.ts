/**
 * pdf.js's per-page structure tree (`page.getStructTree()`): the elements that own marked content on
 * the page, with their ancestors up to the root. Roles arrive already mapped through the RoleMap (one
 * level). Typed here with the fields pdf.js serialises but does not declare.
 */
export interface StructNode {
  role: string;
  children: (StructNode | StructContent)[];
  /** /Alt, or /ActualText when there is no Alt. */
  alt?: string;
  lang?: string;
  /** Table cells: the IDs of their header cells (the Headers attribute). */
  headers?: string[];
  /** From a Layout attribute's BBox (or Width/Height), in PDF user space. */
  bbox?: number[];
}

/** Marked content ('content', id 'p12R_mc3'), or a referenced object or annotation. */
export interface StructContent {
  type: string;
  id: string;
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

/** Visits every element below `root` in document order, with the roles of its ancestors and its effective Lang. */
export function walkElements(
  root: StructNode,
  visit: (node: StructNode, ancestors: readonly string[], lang: string | null) => void,
): void {
  const descend = (node: StructNode, ancestors: string[], lang: string | null) => {
    for (const child of elementChildren(node)) {
      const childLang = child.lang ?? lang;
      visit(child, ancestors, childLang);
      descend(child, [...ancestors, child.role], childLang);
    }
  };
  descend(root, [], null);
}

export function isNonEmptyTree(tree: StructNode | null): tree is StructNode {
  return tree !== null && tree.children.length > 0;
}
