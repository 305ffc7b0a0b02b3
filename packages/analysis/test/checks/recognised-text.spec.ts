import { describe, expect, it } from '@jest/globals';
import { evaluateContrast } from '../../src/checks/contrast.js';
import { evaluateHeadingsPresence } from '../../src/checks/headings-presence.js';
import { evaluateLanguageCorrect } from '../../src/checks/language-correct.js';
import { documentModel, page, run } from '../support/model-builder.js';
import { ENGLISH, GERMAN } from './sample-texts.js';

// Text OCR read in a picture (`recognised`) is seen by a reader, so Contrast judges it; it is no text
// of the document, so the checks of the document's own text leave it out.

const pictureText = (text: string) => run(text, { recognised: true, colour: { r: 187, g: 187, b: 187 } });

describe('text recognised in pictures', () => {
  it('is judged for Contrast', () => {
    const document = documentModel({
      fileType: 'document',
      pages: [page([run(ENGLISH), pictureText('Opening hours')])],
    });
    expect(evaluateContrast(document)!.score).toBeLessThan(1);
  });

  it('does not decide the document language: an English document with a German screenshot is English', () => {
    const screenshot = [GERMAN, GERMAN, GERMAN].map(pictureText);
    const document = documentModel({ fileType: 'document', pages: [page([run(ENGLISH), ...screenshot])] });
    expect(evaluateLanguageCorrect(document)).toMatchObject({ score: 1, detectedLanguage: 'en' });
    // The same German as the document's own text would outweigh its English.
    const ownGerman = documentModel({
      fileType: 'document',
      pages: [page([run(ENGLISH), run(GERMAN), run(GERMAN), run(GERMAN)])],
    });
    expect(evaluateLanguageCorrect(ownGerman)).toMatchObject({ score: 0, detectedLanguage: 'de' });
  });

  it('does not make a document long enough to need headings', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const document = documentModel({ fileType: 'document', pages: [page([run('A short note.'), pictureText(words)])] });
    expect(evaluateHeadingsPresence(document)).toBeNull();
    const ownText = documentModel({ fileType: 'document', pages: [page([run(words)])] });
    expect(evaluateHeadingsPresence(ownText)).toEqual({ score: 0, failures: [] });
  });
});
