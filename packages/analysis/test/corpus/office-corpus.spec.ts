import { corpusSuite } from './corpus-suite.js';

// fixtures/office: Word/PowerPoint/Excel shapes, LibreOffice files, legacy formats and hostile
// packages, analysed with their LibreOffice preview (see its README).
corpusSuite('office');
