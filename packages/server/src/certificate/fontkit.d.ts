// The part of fontkit (pdfkit's own font engine) the certificate uses: parsing a font file once.
// pdfkit takes the parsed font in place of the file (it checks for `layout`).
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    layout(text: string, features?: unknown): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
