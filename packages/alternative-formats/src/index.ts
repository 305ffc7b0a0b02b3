export { FORMAT_NAMES, type FormatDefinition, type FormatName, type ProduceContext } from './format-definition.js';
export { FORMATS, formatNamed, availableFormats } from './formats.js';
export { produce, downloadName, type Produced } from './produce.js';
export { FormatError } from './tools/run-tool.js';
export { readContent, type SourceFile, type ReadOptions } from './content/read-content.js';
export type * from './content/content-document.js';
