import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF read back as a reader reads it (Mozilla's pdf.js, the viewer in Firefox): its pages, their
// size, and the text each gives when copied or searched. pdf.js is a dev dependency because the
// preview script (scripts/certificate-preview.mjs) draws the same pages with it; one library
// then both reads and shows what the server made.

export interface ReadPdf {
  pageCount: number;
  /** The first page's width and height in points. */
  pageSize: { width: number; height: number };
  /** The first page's text, its runs joined with spaces. */
  text: string;
  /** The document's title (its Info dictionary). */
  title: string | undefined;
  /** Tagged: the first page's structure, as the roles of its elements in reading order. */
  roles: string[];
  /** The document's language (its catalog's /Lang), for a screen reader. */
  language: string | undefined;
}

type StructNode = { role?: string; children?: StructNode[] };

const rolesOf = (node: StructNode | null): string[] =>
  node ? [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(rolesOf)] : [];

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes the buffer over: give it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
    .promise;
  try {
    const page = await document.getPage(1);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    const { info } = (await document.getMetadata()) as {
      info?: { Title?: string; Language?: string };
    };
    return {
      pageCount: document.numPages,
      pageSize: { width, height },
      text,
      title: info?.Title,
      roles: rolesOf((await page.getStructTree()) as StructNode | null),
      language: info?.Language,
    };
  } finally {
    await document.destroy();
  }
}
