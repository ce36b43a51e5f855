import PDFDocument from 'pdfkit';
import { certificateFonts, type FontName } from './fonts';
import { certificateText, type CertificateDetails } from './wording';

// The certificate as a PDF: one A4 landscape page, drawn with pdfkit in the embedded Noto Sans
// (fonts.ts), only the glyphs used embedded, so it stays a few tens of kilobytes. Every text is
// fitted to its box (a long name shrinks, then wraps to two lines and is cut with an ellipsis),
// so nothing runs off the page or onto a second one.

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

type Doc = PDFKit.PDFDocument;

/**
 * Noto Sans's 'ccmp' feature splits some precomposed letters into a base and a mark (Vietnamese
 * 'ị' into 'i' and a dot below). They look the same, but pdfkit maps each glyph back to text by
 * the first character it drew, so a copied or searched name read 'Thi'. Names are composed (NFC)
 * and the font has a glyph for each of those letters, so the feature is left out; marks that have
 * no precomposed letter are still placed by the font's mark positioning.
 */
const FEATURES = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

interface Line {
  text: string;
  font: FontName;
  /** Largest size, shrunk down to minSize to fit the width on one line. */
  size: number;
  minSize: number;
  colour: string;
  /** The top of the line's box. */
  y: number;
  /** Lines a text too long at minSize may take (cut with an ellipsis after the last). */
  maxLines?: number;
  x?: number;
  width?: number;
}

/** The size at which the text fits the width on one line (never below minSize). */
function fittedSize(doc: Doc, line: Line, width: number): number {
  doc.font(line.font).fontSize(line.size);
  const natural = doc.widthOfString(line.text, { features: FEATURES });
  if (natural <= width) return line.size;
  return Math.max(line.minSize, Math.floor(((line.size * width) / natural) * 10) / 10);
}

/** Draws a centred line fitted to its width; returns the height it took. */
function drawLine(doc: Doc, line: Line): number {
  const x = line.x ?? MARGIN;
  const width = line.width ?? CONTENT_WIDTH;
  const size = fittedSize(doc, line, width);
  const options: PDFKit.Mixins.TextOptions = { width, align: 'center', features: FEATURES };
  doc.font(line.font).fontSize(size).fillColor(line.colour);
  const oneLine = doc.widthOfString(line.text, options) <= width;
  if (oneLine) {
    doc.text(line.text, x, line.y, { ...options, lineBreak: false });
    return doc.currentLineHeight(true);
  }
  // Still too wide at the smallest size: wrap, within a box that holds maxLines lines.
  const height = doc.currentLineHeight(true) * (line.maxLines ?? 1);
  doc.text(line.text, x, line.y, { ...options, height, ellipsis: true });
  return height;
}

function drawFrame(doc: Doc): void {
  doc.lineWidth(3).strokeColor(COLOURS.brand);
  doc.rect(24, 24, PAGE.width - 48, PAGE.height - 48).stroke();
  doc.lineWidth(0.75);
  doc.rect(32, 32, PAGE.width - 64, PAGE.height - 64).stroke();
}

function drawStats(doc: Doc, stats: { label: string; value: string }[], y: number): void {
  const gap = 18;
  const width = (CONTENT_WIDTH - gap * (stats.length - 1)) / stats.length;
  stats.forEach((stat, index) => {
    const x = MARGIN + index * (width + gap);
    doc.roundedRect(x, y, width, 78, 8).fillColor(COLOURS.tint).fill();
    const inner = { x: x + 10, width: width - 20 };
    drawLine(doc, {
      ...inner,
      text: stat.label.toUpperCase(),
      font: 'bold',
      size: 10,
      minSize: 8,
      colour: COLOURS.muted,
      y: y + 14,
    });
    drawLine(doc, {
      ...inner,
      text: stat.value,
      font: 'bold',
      size: 24,
      minSize: 12,
      colour: COLOURS.brandDark,
      y: y + 34,
    });
  });
}

function draw(doc: Doc, details: CertificateDetails): void {
  const text = certificateText(details);
  drawFrame(doc);
  const line = (y: number, fields: Omit<Line, 'y'>) => drawLine(doc, { ...fields, y });
  line(64, {
    text: text.challenge,
    font: 'bold',
    size: 12,
    minSize: 12,
    colour: COLOURS.brand,
  });
  line(86, { text: text.title, font: 'bold', size: 38, minSize: 38, colour: COLOURS.ink });
  line(152, {
    text: text.presentedTo,
    font: 'regular',
    size: 14,
    minSize: 14,
    colour: COLOURS.muted,
  });
  // The name's box: up to two lines of 18 pt or one line of up to 40 pt, centred in 62 pt.
  const nameSize = fittedSize(
    doc,
    { text: text.name, font: 'bold', size: 40, minSize: 18, colour: '', y: 0 },
    CONTENT_WIDTH,
  );
  doc.font('bold').fontSize(nameSize);
  const nameLines = doc.widthOfString(text.name, { features: FEATURES }) <= CONTENT_WIDTH ? 1 : 2;
  const nameHeight = doc.currentLineHeight(true) * nameLines;
  line(176 + (62 - nameHeight) / 2, {
    text: text.name,
    font: 'bold',
    size: nameSize,
    minSize: nameSize,
    colour: COLOURS.ink,
    maxLines: 2,
  });
  doc
    .moveTo(PAGE.width / 2 - 230, 244)
    .lineTo(PAGE.width / 2 + 230, 244)
    .lineWidth(1)
    .strokeColor(COLOURS.brand)
    .stroke();
  line(254, { text: text.achievement, font: 'regular', size: 15, minSize: 9, colour: COLOURS.ink });
  if (text.group)
    line(278, { text: text.group, font: 'regular', size: 13, minSize: 9, colour: COLOURS.muted });
  drawStats(doc, text.stats, 320);
  line(422, { text: text.finished, font: 'regular', size: 13, minSize: 13, colour: COLOURS.ink });
  line(478, {
    text: text.foundation,
    font: 'bold',
    size: 12,
    minSize: 9,
    colour: COLOURS.brandDark,
  });
  line(498, { text: text.sponsor, font: 'regular', size: 12, minSize: 9, colour: COLOURS.muted });
}

/** The certificate's PDF. Pure apart from reading the fonts once per process. */
export async function renderCertificate(details: CertificateDetails): Promise<Buffer> {
  const fonts = await certificateFonts();
  const text = certificateText(details);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    font: null as unknown as string,
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
  draw(doc, details);
  doc.end();
  return done;
}
