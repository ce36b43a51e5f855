import PDFDocument from 'pdfkit';
import { certificateFonts, type FontName } from './fonts';
import { certificateText, type CertificateDetails, type CertificateText } from './wording';

// The certificate as a PDF: one A4 landscape page, drawn with pdfkit in the embedded Noto Sans
// (fonts.ts), only the glyphs used embedded, so it stays a few tens of kilobytes. Every text is
// fitted to its box (a long name shrinks, then wraps to two lines and is cut with an ellipsis),
// so nothing runs off the page or onto a second one. The PDF is tagged (a heading, paragraphs,
// the frame marked as decoration) with its language and title, so a screen reader reads it in
// order and a viewer's title bar shows whose certificate it is.

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 72;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

const COLOURS = {
  brand: '#0f766e',
  brandDark: '#0b5a54',
  tint: '#f0fdfa',
  ink: '#1f2937',
  // 7.5:1 on white: printable and readable on screen.
  muted: '#4b5563',
} as const;

/**
 * Noto Sans's 'ccmp' feature splits some precomposed letters into a base and a mark (Vietnamese
 * 'ị' into 'i' and a dot below). They look the same, but pdfkit maps each glyph back to text by
 * the first character it drew, so a copied or searched name read 'Thi'. Names are composed (NFC)
 * and the font has a glyph for each of those letters, so the feature is left out; marks that have
 * no precomposed letter are still placed by the font's mark positioning.
 */
const FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

interface Page {
  doc: PDFKit.PDFDocument;
  /** The tagged document's root: each text is a heading or a paragraph in it, in reading order. */
  root: PDFKit.PDFStructureElement;
}

interface Line {
  text: string;
  font: FontName;
  /** Largest size, shrunk down to minSize to fit the width on one line. */
  size: number;
  minSize: number;
  colour: string;
  /** The top of the line's box. */
  y: number;
  /** The box's height, when the text is centred in it (the name's, whatever its size). */
  boxHeight?: number;
  /** Lines a text too long at minSize may take (cut with an ellipsis after the last). */
  maxLines?: number;
  x?: number;
  width?: number;
  role?: 'H1' | 'P';
}

/** The size at which the text fits the width on one line (never below minSize). */
function fittedSize(page: Page, line: Line, width: number): number {
  page.doc.font(line.font).fontSize(line.size);
  const natural = page.doc.widthOfString(line.text, { features: FEATURES });
  if (natural <= width) return line.size;
  return Math.max(line.minSize, Math.floor(((line.size * width) / natural) * 10) / 10);
}

/** Draws a centred line fitted to its width, wrapped and cut only when it must. */
function drawLine(page: Page, line: Line): void {
  const { doc } = page;
  const x = line.x ?? MARGIN;
  const width = line.width ?? CONTENT_WIDTH;
  const size = fittedSize(page, line, width);
  doc.font(line.font).fontSize(size).fillColor(line.colour);
  const options: PDFKit.Mixins.TextOptions = {
    width,
    align: 'center',
    features: FEATURES,
    structParent: page.root,
    structType: line.role ?? 'P',
  };
  const lines = doc.widthOfString(line.text, options) <= width ? 1 : (line.maxLines ?? 1);
  const height = doc.currentLineHeight(true) * lines;
  const y = line.boxHeight === undefined ? line.y : line.y + (line.boxHeight - height) / 2;
  if (lines === 1 && doc.widthOfString(line.text, options) <= width)
    doc.text(line.text, x, y, { ...options, lineBreak: false });
  else doc.text(line.text, x, y, { ...options, height, ellipsis: true });
}

/** Lines and boxes that only decorate: marked so, a screen reader passes over them. */
function decorate(page: Page, draw: (doc: PDFKit.PDFDocument) => void): void {
  page.doc.markContent('Artifact', { type: 'Layout' });
  draw(page.doc);
  page.doc.endMarkedContent();
}

function drawFrame(page: Page): void {
  decorate(page, (doc) => {
    doc.lineWidth(3).strokeColor(COLOURS.brand);
    doc.rect(24, 24, PAGE.width - 48, PAGE.height - 48).stroke();
    doc.lineWidth(0.75);
    doc.rect(32, 32, PAGE.width - 64, PAGE.height - 64).stroke();
  });
}

function drawStats(page: Page, stats: CertificateText['stats'], y: number): void {
  const gap = 18;
  const width = (CONTENT_WIDTH - gap * (stats.length - 1)) / stats.length;
  stats.forEach((stat, index) => {
    const x = MARGIN + index * (width + gap);
    decorate(page, (doc) => doc.roundedRect(x, y, width, 78, 8).fillColor(COLOURS.tint).fill());
    const inner = { x: x + 10, width: width - 20 };
    const label = stat.label.toUpperCase();
    drawLine(page, {
      ...inner,
      text: label,
      font: 'bold',
      size: 10,
      minSize: 8,
      y: y + 14,
      colour: COLOURS.muted,
    });
    drawLine(page, {
      ...inner,
      text: stat.value,
      font: 'bold',
      size: 24,
      minSize: 12,
      y: y + 34,
      colour: COLOURS.brandDark,
    });
  });
}

function draw(page: Page, text: CertificateText): void {
  drawFrame(page);
  drawLine(page, {
    text: text.challenge,
    font: 'bold',
    size: 12,
    minSize: 12,
    y: 70,
    colour: COLOURS.brand,
  });
  drawLine(page, {
    text: text.title,
    font: 'bold',
    size: 38,
    minSize: 38,
    y: 92,
    colour: COLOURS.ink,
    role: 'H1',
  });
  drawLine(page, {
    text: text.presentedTo,
    font: 'regular',
    size: 14,
    minSize: 14,
    y: 158,
    colour: COLOURS.muted,
  });
  // One line of up to 40 pt, or two of 18 pt for a name far longer than registration allows.
  drawLine(page, {
    text: text.name,
    font: 'bold',
    size: 40,
    minSize: 18,
    y: 182,
    boxHeight: 62,
    maxLines: 2,
    colour: COLOURS.ink,
  });
  decorate(page, (doc) =>
    doc
      .moveTo(PAGE.width / 2 - 230, 250)
      .lineTo(PAGE.width / 2 + 230, 250)
      .lineWidth(1)
      .strokeColor(COLOURS.brand)
      .stroke(),
  );
  drawLine(page, {
    text: text.achievement,
    font: 'regular',
    size: 15,
    minSize: 9,
    y: 260,
    colour: COLOURS.ink,
  });
  if (text.group)
    drawLine(page, {
      text: text.group,
      font: 'regular',
      size: 13,
      minSize: 9,
      y: 284,
      colour: COLOURS.muted,
    });
  drawStats(page, text.stats, 328);
  // With a money check line, the lines under the figures sit a little closer.
  const closer = text.moneyCheck ? -4 : 0;
  drawLine(page, {
    text: text.finished,
    font: 'regular',
    size: 13,
    minSize: 13,
    y: 430 + closer,
    colour: COLOURS.ink,
  });
  if (text.moneyCheck)
    drawLine(page, {
      text: text.moneyCheck,
      font: 'regular',
      size: 12,
      minSize: 9,
      y: 446,
      colour: COLOURS.ink,
    });
  if (text.badges)
    drawLine(page, {
      text: text.badges,
      font: 'bold',
      size: 12,
      minSize: 9,
      y: text.moneyCheck ? 464 : 454,
      colour: COLOURS.brand,
    });
  drawLine(page, {
    text: text.foundation,
    font: 'bold',
    size: 12,
    minSize: 9,
    y: 486,
    colour: COLOURS.brandDark,
  });
  drawLine(page, {
    text: text.sponsor,
    font: 'regular',
    size: 12,
    minSize: 9,
    y: 506,
    colour: COLOURS.muted,
  });
}

/** The certificate's PDF. Pure apart from reading the fonts once per process. */
export async function renderCertificate(details: CertificateDetails): Promise<Buffer> {
  const fonts = await certificateFonts();
  const text = certificateText(details);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // No standard font: every glyph comes from the embedded Noto Sans.
    font: null as unknown as string,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-AU',
    displayTitle: true,
    info: {
      Title: text.documentTitle,
      Subject: text.title,
      Author: 'The Money Challenge',
      Creator: 'Money Challenge',
      CreationDate: details.finishedAt,
    },
  });
  // pdfkit takes a parsed fontkit font where its types say a file (see fonts.ts).
  doc.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  draw({ doc, root }, text);
  root.end();
  doc.end();
  return done;
}
