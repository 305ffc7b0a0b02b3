import { createHash } from 'node:crypto';
import { writeZip, type ZipWriterEntry } from '@app/analysis';
import type { ContentDocument, EmbeddedImage } from '../content/content-document.js';
import type { FormatDefinition } from '../format-definition.js';
import { escapeText as e } from '../markup/escape.js';
import { BASE_STYLE } from '../markup/page.js';
import { renderBlocks } from '../markup/render-blocks.js';
import { navigationDocument, xhtml } from './navigation.js';

const CONTENT = 'content.xhtml';
const EXTENSIONS: Record<EmbeddedImage['mediaType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/**
 * An EPUB 3 e-book of the same content as the Html: one content document, a navigation document
 * built from the headings (and a page list of the source's pages), title, language and accessibility
 * metadata in the package document, pictures as files of the package. Valid for epubcheck.
 */
export const epub: FormatDefinition = {
  name: 'Epub',
  description: 'EPUB 3 e-book: table of contents from the headings, pictures included',
  fileTypes: ['pdf', 'document', 'presentation', 'html'],
  contentType: 'application/epub+zip',
  extension: 'epub',
  produce: async (document) => {
    const images: { file: string; image: EmbeddedImage }[] = [];
    const body = renderBlocks(document.blocks, {
      headingIds: true,
      imageSource: (image, index) => {
        const file = `images/figure-${index}.${EXTENSIONS[image.mediaType]}`;
        images.push({ file, image });
        return file;
      },
      pageBreak: (page) =>
        `<span epub:type="pagebreak" role="doc-pagebreak" id="page-${page}" aria-label="Page ${page}"></span>`,
    });
    const content = xhtml(document, document.title, `<main>\n${body}\n</main>`);
    const identifier = `urn:uuid:${uuidOf(content)}`;
    const entries: ZipWriterEntry[] = [
      // First and uncompressed: how a reader recognises the file (OCF 3.0).
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      { name: 'META-INF/container.xml', data: CONTAINER },
      {
        name: 'EPUB/package.opf',
        data: packageDocument(
          document,
          identifier,
          images.map((i) => i),
        ),
      },
      { name: 'EPUB/nav.xhtml', data: navigationDocument(document, CONTENT) },
      { name: `EPUB/${CONTENT}`, data: content },
      { name: 'EPUB/style.css', data: BASE_STYLE },
      ...images.map(({ file, image }) => ({ name: `EPUB/${file}`, data: image.data, store: true })),
    ];
    return writeZip(entries);
  },
};

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

function packageDocument(
  document: ContentDocument,
  identifier: string,
  images: { file: string; image: EmbeddedImage }[],
): string {
  const modified = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const hasPictures = images.length > 0;
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${e(document.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">${identifier}</dc:identifier>
<dc:title>${e(document.title)}</dc:title>
<dc:language>${e(document.language)}</dc:language>
<meta property="dcterms:modified">${modified}</meta>
<meta property="schema:accessMode">textual</meta>
${hasPictures ? '<meta property="schema:accessMode">visual</meta>\n' : ''}<meta property="schema:accessModeSufficient">textual</meta>
<meta property="schema:accessibilityFeature">structuralNavigation</meta>
<meta property="schema:accessibilityFeature">tableOfContents</meta>
${hasPictures ? '<meta property="schema:accessibilityFeature">alternativeText</meta>\n' : ''}<meta property="schema:accessibilityHazard">none</meta>
<meta property="schema:accessibilitySummary">Made from the original document's structure: headings, lists, tables with header cells, pictures with the text alternatives the original gives.</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="content" href="${CONTENT}" media-type="application/xhtml+xml"/>
<item id="style" href="style.css" media-type="text/css"/>
${images.map(({ file, image }, i) => `<item id="image-${i + 1}" href="${file}" media-type="${image.mediaType}"/>`).join('\n')}
</manifest>
<spine>
<itemref idref="content"/>
</spine>
</package>
`;
}

/** A name-based UUID of the content: the same document gives the same identifier. */
function uuidOf(content: string): string {
  const hex = createHash('sha1').update(content).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
