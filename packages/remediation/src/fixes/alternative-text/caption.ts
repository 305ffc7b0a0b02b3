/** "Figure 3: Loans by month", "Fig. 3 – ...", "Abbildung 3:", "Figure 3." — a caption naming a picture. */
const CAPTION =
  /^\s*(figure|fig\.|image|picture|chart|graph|photo|illustration|abbildung|abb\.|illustration|figura|afbeelding)\s*\d+[a-z]?\s*[:.–—-]\s*(.+)$/isu;

/**
 * The description a caption gives of the picture beside it ("Figure 2: Loans by month" → "Loans by
 * month"), or null when the text is no such caption. Evidence from the file, never invented: the
 * words are the author's own.
 */
export function captionText(text: string | null | undefined): string | null {
  const match = CAPTION.exec(text?.replace(/\s+/g, ' ') ?? '');
  const description = match?.[2]?.trim();
  return description && /\p{L}/u.test(description) ? description : null;
}
