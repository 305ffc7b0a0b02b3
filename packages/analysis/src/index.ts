export { visibilityOf, type Visibility } from './scoring/visibility.js';
export {
  AnalysisError,
  TransientAnalysisError,
  type Analyse,
  type AnalyseOptions,
  type AnalysisInput,
  type AnalysisProgress,
  type AnalysisResult,
  type ProgressStage,
} from './analyse.js';
export { analyseFile } from './engine/analyse-file.js';
export { readDocument } from './formats/readers.js';
export type { DocumentReader, ReadDocument, ReaderTools } from './formats/document-reader.js';
// Whoever analyses in its own process (not through the EnginePool) stops the converters it started.
export { closeProcessConverters } from './engine/process-converters.js';
// The pages of a report (`--html`), as PNG data URLs: also `pnpm a11y fix --html`'s, with the changes drawn on them.
export { reportPages, type ReportPages } from './cli/report-pages.js';
export { EnginePool, type EnginePoolOptions, type EnginePoolUsage } from './engine/engine-pool.js';
export type { EngineBound, EngineEvents, EngineRestartReason } from './engine/engine-events.js';
export type {
  ConverterPoolEvents,
  ConverterPoolOutcome,
  ConverterPoolRestartReason,
  ConverterPoolUsage,
} from './conversion/converter-pool-events.js';
export { convertersFound, type ConverterFound } from './engine/converters.js';
export { EngineStoppedError } from './engine/engine-stopped-error.js';
export { DEFAULT_ENGINE_LIMITS, type EngineLimits } from './engine/engine-limits.js';
export { CHECK_NAMES, type CheckName, type CheckResult, type Feedback, type Snippet } from './feedback.js';
export { CHECKS } from './checks/registry.js';
export type { CheckDefinition, CheckOutcome, Severity } from './checks/check-definition.js';
export type { DocumentModel, PageModel } from './model/document-model.js';
export { runLocation } from './commons/locations.js';
export { FILE_TYPES, FILE_TYPE_LABELS, SUPPORTED_FILES_TEXT, type FileType } from './formats/file-types.js';
export { detectFileType, type Detection, type FileHints } from './formats/detect-file-type.js';
export { bufferByteSource, openFileByteSource, type ByteSource } from './formats/byte-source.js';
// For the alternative formats (@app/alternative-formats): the content of a file, not only its judgement.
export { readPdfContent, type PdfContent, type PdfContentOptions } from './formats/pdf/read-pdf-content.js';
export type { ContentPlace } from './formats/pdf/structure/content-places.js';
export { isContent, type StructContent, type StructNode } from './formats/pdf/structure/struct-tree.js';
export { detectLanguage, type LanguageDetection } from './commons/language/detect-language.js';
export { parseLanguageTag } from './commons/language/bcp47.js';
export { OcrEngine } from './ocr/ocr-engine.js';
export { writeZip, type ZipWriterEntry } from './formats/zip-writer.js';
export { containment, type Containment } from './containment/containment.js';
export { runContained, type ContainedOutcome } from './containment/run-contained.js';
export { DEFAULT_CONTAINMENT_LIMITS, type ContainmentLimits } from './containment/containment-limits.js';
export { convertWithLibreOffice, libreOffice } from './conversion/libreoffice.js';
export { readOfficeContent } from './formats/office/read-office.js';
export type { OfficeContent } from './formats/office/office-content.js';
export { contrastRatio, MINIMUM_CONTRAST, requiredContrast } from './commons/colour/contrast-ratio.js';
export type { Rgb } from './model/document-model.js';
// For outbound requests the service makes for a client (webhooks): the same refusal of internal addresses.
export { vetHost, type HostLookup, type VettedAddress } from './fetching/vet-host.js';
export { isForbiddenAddress, isForbiddenHostName } from './fetching/address-policy.js';
// For remediation (@app/remediation): the feedback of a model it read, Office packages under the same zip bounds,
// and Word's highlight colours and style inheritance, so that it reads a .docx as the analysis does.
export { evaluateDocument } from './scoring/score-document.js';
export { OfficeZip } from './formats/office/office-zip.js';
export { HIGHLIGHT_COLOURS, parseHexColour, WHITE } from './formats/office/colours.js';
export { chainHeadingLevel, styleChain } from './formats/office/ooxml/word-styles.js';
export { withThemeAliases } from './formats/office/ooxml/drawing.js';
// For remediation's passage languages and text alternatives: the same verdict on a passage's language as
// LanguageCorrect's, what counts as a text alternative, and the same bounds on the pictures it reads.
export { judgeLanguage, type LanguageVerdict } from './commons/language/judge-language.js';
export { isDetectable, MIN_LETTERS_TO_DETECT } from './commons/language/detect-language.js';
export { readImageHeader } from './ocr/image-size.js';
export { MIN_LINE_CONFIDENCE } from './formats/image/ocr-text-runs.js';
export { DEFAULT_PICTURE_LIMITS } from './formats/office/pictures-to-read.js';
export { isRealAlternativeText } from './checks/alternative-text.js';
