export type { CheckInfo, PageView, Severity, Unit } from './report-model.js';
export { escapeHtml } from './escape-html.js';
export { checkLabel, percent, visibilityBand, type VisibilityBand } from './visibility-band.js';
export {
  applyPlacements,
  describePosition,
  hasArea,
  orderedResults,
  placement,
  placementStyle,
  reportBoxes,
  type ReportBox,
} from './box-placement.js';
export { renderReport, type ReportInput } from './render-report.js';
export {
  changeMarks,
  describePlace,
  renderChanges,
  type ChangePlace,
  type ReportChange,
  type ReportRemediation,
} from './remediation-changes.js';
export { renderMark, type PageMark } from './page-mark.js';
export { renderReportDocument } from './report-document.js';
export { REPORT_STYLES } from './report-styles.js';
