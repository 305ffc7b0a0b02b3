import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** The TypeScript types openapi-typescript generates from an OpenAPI document, written to `out`. */
export async function generateTypes(document: string, out: string): Promise<string> {
  const ast = await openapiTS(pathToFileURL(document), { silent: true });
  fs.writeFileSync(out, astToString(ast));
  return out;
}

/** What `tsc --noEmit --strict` reports for `file` (and what it imports), one line each. */
export function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
  });
}
