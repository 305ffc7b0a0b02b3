export { FORMAT_NAMES, type FormatDefinition, type FormatName, type ProduceContext } from './format-definition.js';
export { FORMATS, formatNamed, availableFormats, formatBlobKey, formatBlobKeys } from './formats.js';
export { produce, downloadName, type Produced } from './produce.js';
export { FormatError } from './tools/run-tool.js';
export { readContent, type SourceFile, type ReadOptions } from './content/read-content.js';
export { convertFile, type ConvertRequest } from './convert-file.js';
export { ProducerPool, DEFAULT_PRODUCER_LIMITS, type ProducerLimits } from './process/producer-pool.js';
export type { ProduceRequest, ProducedFile, RemediateRequest, RemediatedFile } from './process/producer-messages.js';
export type * from './content/content-document.js';
