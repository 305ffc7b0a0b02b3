export { visibilityOf, type Visibility } from './scoring/visibility.js';
export {
  AnalysisError,
  TransientAnalysisError,
  type Analyse,
  type AnalysisInput,
  type AnalysisResult,
} from './analyse.js';
export { analyseFile, readDocument, type EngineTools } from './engine/analyse-file.js';
export { EnginePool, type EnginePoolOptions, type EnginePoolUsage } from './engine/engine-pool.js';
export type { EngineBound, EngineEvents, EngineRestartReason } from './engine/engine-events.js';
export { convertersFound, type ConverterFound } from './engine/converters.js';
export { EngineStoppedError } from './engine/engine-stopped-error.js';
export { DEFAULT_ENGINE_LIMITS, type EngineLimits } from './engine/engine-limits.js';
export { CHECK_NAMES, type CheckName, type CheckResult, type Feedback, type Snippet } from './feedback.js';
export { CHECKS } from './checks/registry.js';
export type { CheckDefinition, CheckOutcome, Severity } from './checks/check-definition.js';
export type { DocumentModel } from './model/document-model.js';
export { FILE_TYPES, FILE_TYPE_LABELS, SUPPORTED_FILES_TEXT, type FileType } from './formats/file-types.js';
export { detectFileType, type Detection, type FileHints } from './formats/detect-file-type.js';
export { bufferByteSource, openFileByteSource, type ByteSource } from './formats/byte-source.js';
