import { corpusSuite } from './corpus-suite.js';

// fixtures/pdf: LibreOffice exports and hand-made PDFs, one property each (see its README).
corpusSuite('pdf');
