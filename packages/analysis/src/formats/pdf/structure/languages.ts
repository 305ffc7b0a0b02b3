import { isContent, walkElements, type StructNode } from './struct-tree.js';

/**
 * The effective Lang of each marked content of the document: the Lang of its nearest element that
 * declares one (ISO 32000-1, 14.9.2: a Lang applies to the element's whole subtree).
 */
export function contentLanguages(tree: StructNode): Map<string, string> {
  const languages = new Map<string, string>();
  walkElements(tree, (node, _parent, lang) => {
    if (!lang?.trim()) return;
    for (const child of node.children) {
      if (isContent(child)) languages.set(child.id, lang.trim());
    }
  });
  return languages;
}

/** The Lang of the top element (Document, Part...) of the structure tree, if it declares one. */
export function rootLanguage(tree: StructNode): string | null {
  for (const child of tree.children) {
    if (!isContent(child) && child.lang?.trim()) return child.lang.trim();
  }
  return null;
}

/** A run's language as the model wants it: the element's Lang only when it differs from the document's. */
export function languageBelowDocument(contentLanguage: string | null, documentLanguage: string | null): string | null {
  if (!contentLanguage?.trim()) return null;
  const language = contentLanguage.trim();
  return documentLanguage !== null && language.toLowerCase() === documentLanguage.toLowerCase() ? null : language;
}
