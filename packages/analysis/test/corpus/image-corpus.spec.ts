import { corpusSuite } from './corpus-suite.js';

// fixtures/image: descriptions embedded in the file, text found by OCR, animations; snippet boxes
// are in image pixels on page 0 (see its README).
corpusSuite('image');
