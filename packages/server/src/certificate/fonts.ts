import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

// The certificate's typeface: Noto Sans (SIL Open Font License 1.1), whose static TTFs cover
// Latin with Vietnamese and the other extended Latin alphabets, Greek and Cyrillic, so a name is
// drawn as the player typed it. The files come with the npm package @expo-google-fonts/noto-sans
// (its LICENSE_FONT is the OFL); they are resolved from node_modules at run time, which works the
// same from the sources and from the bundle in dist/ (npm packages stay external to it).
//
// Each file is read and parsed (fontkit, the font engine pdfkit itself uses) once per process and
// the parsed font is handed to every document: given the file's bytes instead, pdfkit parses the
// font's tables again for each certificate, three quarters of the CPU time a certificate takes.
// pdfkit still embeds only the glyphs each certificate uses.

const require = createRequire(import.meta.url);

const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;
export type CertificateFonts = Readonly<Record<FontName, Font>>;

let loading: Promise<CertificateFonts> | undefined;

async function loadFont(file: string): Promise<Font> {
  return create(await readFile(require.resolve(file)));
}

async function loadFonts(): Promise<CertificateFonts> {
  const [regular, bold] = await Promise.all([loadFont(FILES.regular), loadFont(FILES.bold)]);
  return { regular, bold };
}

/** The fonts, read from disk on the first call and shared by every certificate after it. */
export function certificateFonts(): Promise<CertificateFonts> {
  loading ??= loadFonts().catch((error: unknown) => {
    loading = undefined; // a failed read is tried again by the next certificate
    throw error;
  });
  return loading;
}
