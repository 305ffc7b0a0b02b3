import { corpusSuite } from './corpus-suite.js';

// fixtures/html: one property per page; snippets name CSS selectors (see its README).
corpusSuite('html');
