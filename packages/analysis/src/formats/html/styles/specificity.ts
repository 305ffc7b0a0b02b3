import type { CssNode } from 'css-tree';

/**
 * A selector's specificity (ids, classes/attributes/pseudo-classes, types/pseudo-elements), packed
 * as one number for ordering. :is()/:not()/:has() count as their most specific argument, :where()
 * as nothing.
 */
export function specificity(selector: CssNode): number {
  const [a, b, c] = count(selector);
  return a * 1_000_000 + b * 1_000 + c;
}

function count(node: CssNode): [number, number, number] {
  const total: [number, number, number] = [0, 0, 0];
  const add = (part: [number, number, number]) => part.forEach((value, i) => (total[i] += value));
  if (node.type === 'Selector' || node.type === 'SelectorList') {
    if (node.type === 'SelectorList') return maxOf(node);
    node.children.forEach((child) => add(count(child)));
    return total;
  }
  switch (node.type) {
    case 'IdSelector':
      return [1, 0, 0];
    case 'ClassSelector':
    case 'AttributeSelector':
      return [0, 1, 0];
    case 'TypeSelector':
      return node.name === '*' || node.name.endsWith('|*') ? [0, 0, 0] : [0, 0, 1];
    case 'PseudoElementSelector':
      return [0, 0, 1];
    case 'PseudoClassSelector': {
      const name = node.name.toLowerCase();
      if (name === 'where') return [0, 0, 0];
      if (['is', 'not', 'has', 'matches', '-webkit-any'].includes(name) && node.children) {
        let best: [number, number, number] = [0, 0, 0];
        node.children.forEach((child) => {
          const part = child.type === 'SelectorList' ? maxOf(child) : count(child);
          if (compare(part, best) > 0) best = part;
        });
        return best;
      }
      return [0, 1, 0];
    }
    default:
      return [0, 0, 0];
  }
}

function maxOf(list: CssNode & { type: 'SelectorList' }): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0];
  list.children.forEach((child) => {
    const part = count(child);
    if (compare(part, best) > 0) best = part;
  });
  return best;
}

function compare(x: [number, number, number], y: [number, number, number]): number {
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}
