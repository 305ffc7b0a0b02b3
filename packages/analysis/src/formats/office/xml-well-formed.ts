/**
 * Whether XML text is well formed enough to trust: tags balance and every `<` opens a tag, comment,
 * CDATA section, processing instruction or DOCTYPE. htmlparser2 repairs anything, so a damaged part
 * would otherwise read as a shorter document. Returns the problem, or null.
 */
export function xmlProblem(text: string): string | null {
  const stack: string[] = [];
  const open = /<([A-Za-z_][\w.:-]*)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>/y;
  const close = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
  let roots = 0;
  let at = text.indexOf('<');
  while (at >= 0) {
    let end: number;
    if (text.startsWith('<!--', at)) end = after(text, '-->', at);
    else if (text.startsWith('<![CDATA[', at)) end = after(text, ']]>', at);
    else if (text.startsWith('<?', at)) end = after(text, '?>', at);
    else if (text.startsWith('<!DOCTYPE', at)) end = afterDoctype(text, at);
    else if (text.startsWith('</', at)) {
      close.lastIndex = at;
      const match = close.exec(text);
      if (!match) return `a broken end tag at ${at}`;
      if (stack.pop() !== match[1]) return `</${match[1]}> does not close the open element at ${at}`;
      end = close.lastIndex;
    } else {
      open.lastIndex = at;
      const match = open.exec(text);
      if (!match) return `a broken tag at ${at}`;
      if (stack.length === 0) roots++;
      if (!match[2]) stack.push(match[1]!);
      end = open.lastIndex;
    }
    if (end < 0) return `an unterminated declaration at ${at}`;
    at = text.indexOf('<', end);
  }
  if (stack.length > 0) return `<${stack[stack.length - 1]}> is never closed`;
  if (roots !== 1) return roots === 0 ? 'no root element' : 'more than one root element';
  return null;
}

function after(text: string, terminator: string, from: number): number {
  const found = text.indexOf(terminator, from);
  return found < 0 ? -1 : found + terminator.length;
}

function afterDoctype(text: string, from: number): number {
  const bracket = text.indexOf('[', from);
  const gt = text.indexOf('>', from);
  if (bracket >= 0 && (gt < 0 || bracket < gt)) {
    const close = text.indexOf(']', bracket);
    return close < 0 ? -1 : after(text, '>', close);
  }
  return gt < 0 ? -1 : gt + 1;
}
