// The engine arrives with the PDF analysis issue; scoring bands are shared knowledge already.
export { visibilityOf, type Visibility } from './scoring/visibility.js';
