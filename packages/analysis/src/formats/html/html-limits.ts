/** Documents with more elements than this are refused: the cascade and selector matching grow with it. */
export const MAX_HTML_ELEMENTS = 200_000;
