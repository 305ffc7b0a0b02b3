export { visibilityOf, type Visibility } from './scoring/visibility.js';
export { analyse, AnalysisError, type AnalysisInput, type AnalysisResult } from './analyse.js';
export { CHECK_NAMES, type CheckName, type CheckResult, type Feedback, type Snippet } from './feedback.js';
export { FILE_TYPES, FILE_TYPE_LABELS, SUPPORTED_FILES_TEXT, type FileType } from './formats/file-types.js';
export { detectFileType, type Detection, type FileHints } from './formats/detect-file-type.js';
export { bufferByteSource, openFileByteSource, type ByteSource } from './formats/byte-source.js';
