/** Extensions of the files people make documents and pictures from. */
const FILE_EXTENSION =
  /\.(pdf|docx?|docm|dotx?|odt|ott|fodt|rtf|txt|md|tex|pages|pptx?|pptm|potx?|ppsx?|odp|otp|key|xlsx?|xlsm|ods|csv|numbers|html?|xhtml|mht|indd|jpe?g|png|gif|bmp|tiff?|webp|svg|heic|heif|avif|emf|wmf|eps|ai|psd)$/i;

/**
 * Whether a text is a file name or a path rather than words written for a reader: it ends in a
 * document or image extension ('report.docx', 'IMG_0042.JPG'), or it is a path ('C:\\x',
 * '/home/x', 'file:///x'). A slash inside words ('Input/Output') is not a path.
 */
export function looksLikeFileName(text: string): boolean {
  const value = text.trim();
  return (
    FILE_EXTENSION.test(value) ||
    /^[a-z]:[\\/]/i.test(value) ||
    /^(file:|\\\\|~?\/|\.\.?[\\/])/i.test(value) ||
    /\\/.test(value)
  );
}
