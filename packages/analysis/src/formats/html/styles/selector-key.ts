import type { CssNode } from 'css-tree';

/**
 * The id, class or tag a selector's subject must have (the rightmost compound's first id, else
 * class, else type), or 'any'. Browsers bucket rules the same way: only elements with the key need
 * the full match.
 */
export type SelectorKey =
  { kind: 'id'; value: string } | { kind: 'class'; value: string } | { kind: 'tag'; value: string } | { kind: 'any' };

export function subjectKey(selector: CssNode & { type: 'Selector' }): SelectorKey {
  const subject: CssNode[] = [];
  selector.children.forEach((part) => {
    if (part.type === 'Combinator') subject.length = 0;
    else subject.push(part);
  });
  const id = subject.find((part) => part.type === 'IdSelector');
  if (id?.type === 'IdSelector') return { kind: 'id', value: id.name };
  const className = subject.find((part) => part.type === 'ClassSelector');
  if (className?.type === 'ClassSelector') return { kind: 'class', value: className.name };
  const type = subject.find((part) => part.type === 'TypeSelector');
  if (type?.type === 'TypeSelector' && /^[a-z][\w-]*$/i.test(type.name))
    return { kind: 'tag', value: type.name.toLowerCase() };
  return { kind: 'any' };
}
