/** A tiny flat OpenDocument text (.fodt): a title, a heading and `pages` pages of one paragraph. */
export function flatOdt(pages = 1, title = 'Conversion test'): string {
  const body = Array.from(
    { length: pages },
    (_, i) =>
      `<text:h text:outline-level="1">Chapter ${i + 1}</text:h><text:p>Paragraph ${i + 1} of the test.</text:p>` +
      (i < pages - 1 ? '<text:p text:style-name="Break"/>' : ''),
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
  xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
  xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
  <office:meta><dc:title>${title}</dc:title><dc:language>en-GB</dc:language></office:meta>
  <office:automatic-styles>
    <style:style style:name="Break" style:family="paragraph"><style:paragraph-properties fo:break-after="page"/></style:style>
  </office:automatic-styles>
  <office:body><office:text>${body}</office:text></office:body>
</office:document>
`;
}
