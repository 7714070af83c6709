/**
 * The part of `subset-font` (harfbuzz's subsetter in WASM; no types of its own, and @types/subset-font
 * lacks `noHinting` and `keepAllGlyphs`) that scripts/subset-math-fonts.ts and its test use.
 */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Drops TrueType instructions (`hb-subset --no-hinting`). */
    noHinting?: boolean;
    /** Keeps every glyph (then `text` must be null): a format conversion only. */
    keepAllGlyphs?: boolean;
  }
  function subsetFont(font: Buffer, text: string | null, options?: SubsetFontOptions): Promise<Buffer>;
  export default subsetFont;
}
