// Looks at the certificate as a person would: draws sample certificates with the server's own
// renderer (names in Vietnamese, Greek and Cyrillic, the longest name registration allows, one far
// longer, a loss, the insurer theme), turns each first page into a PNG with Mozilla's pdf.js, and
// prints each PDF's size and how long drawing takes. Open the PNGs to check the diacritics and
// that nothing runs off the page. Not part of `npm test`; nothing is fetched from the network.
//
//   npx tsx scripts/certificate-preview.ts                 PNGs in $TMPDIR/money-challenge-certificates/
//   npx tsx scripts/certificate-preview.ts --out /tmp/cert --scale 2
//   npx tsx scripts/certificate-preview.ts --pdf some.pdf  only turn this PDF into a PNG
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderCertificate } from '../packages/server/src/certificate/render';
import type { CertificateDetails } from '../packages/server/src/certificate/wording';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: join(tmpdir(), 'money-challenge-certificates') },
    scale: { type: 'string', default: '1.5' },
    pdf: { type: 'string' },
    runs: { type: 'string', default: '20' },
  },
});
const outDir = resolve(args.out);
const scale = Number(args.scale);

const base: CertificateDetails = {
  playerName: 'Nguyễn Thị Ánh',
  group: { name: '10B Commerce', year: '10', subject: 'Commerce' },
  gameName: 'Money Challenge 2026',
  netPositionCents: 1_234_00,
  againstParCents: 42_000,
  badges: ['Safety net', 'On time, every time', 'Scam spotter'],
  weeksPlayed: 26,
  quiz: { right: 18, answered: 24 },
  endQuiz: null,
  finishedAt: new Date(),
  theme: 'school',
  moneyCheck: null,
};

const SAMPLES: Record<string, CertificateDetails> = {
  vietnamese: base,
  'with-end-quiz': { ...base, endQuiz: { right: 11, answered: 14 } },
  'with-money-check': {
    ...base,
    endQuiz: { right: 11, answered: 14 },
    moneyCheck: { before: 5, after: 10, total: 12 },
  },
  greek: { ...base, playerName: 'Αικατερίνη Παπαδοπούλου' },
  cyrillic: { ...base, playerName: 'Анастасия Кузнецова', theme: 'family' },
  // 50 characters: the longest first name registration takes.
  'longest-name': { ...base, playerName: 'Maximilian Alexander Montgomery Fitzwilliam Smythe' },
  'far-too-long': {
    ...base,
    playerName: 'Ñ'.repeat(300),
    gameName: 'The Money Challenge for the whole senior school, term four '.repeat(3),
    group: { name: 'Year 10 Commerce and Business Studies '.repeat(5), year: null, subject: null },
  },
  'insurer-loss': {
    ...base,
    playerName: 'Sam',
    netPositionCents: -56_00,
    againstParCents: 42_000,
    badges: [],
    quiz: { right: 0, answered: 0 },
    endQuiz: null,
    group: { name: null, year: null, subject: null },
    theme: 'insurer',
  },
};

/** The first page of a PDF as a PNG, drawn by pdf.js on its Node canvas. */
async function toPng(pdf: Uint8Array): Promise<Buffer> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale });
    // In Node, pdf.js draws on @napi-rs/canvas (its optional dependency), which writes PNGs.
    const factory = document.canvasFactory as {
      create(
        width: number,
        height: number,
      ): {
        canvas: { toBuffer(type: 'image/png'): Buffer };
        context: CanvasRenderingContext2D;
      };
    };
    const { canvas, context } = factory.create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, viewport.width, viewport.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context,
      viewport,
    }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  mkdirSync(outDir, { recursive: true });
  if (args.pdf) {
    const png = join(outDir, `${basename(args.pdf, '.pdf')}.png`);
    writeFileSync(png, await toPng(readFileSync(args.pdf)));
    console.log(png);
    return;
  }
  let started = performance.now();
  await renderCertificate(base);
  console.log(
    `first certificate (fonts read, code warmed up): ${(performance.now() - started).toFixed(0)} ms`,
  );
  for (const [name, details] of Object.entries(SAMPLES)) {
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    const cpu = process.cpuUsage();
    for (let run = 0; run < Number(args.runs); run += 1) {
      started = performance.now();
      pdf = await renderCertificate(details);
      times.push(performance.now() - started);
    }
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / times.length;
    writeFileSync(join(outDir, `${name}.pdf`), pdf);
    writeFileSync(join(outDir, `${name}.png`), await toPng(pdf));
    console.log(
      `${name.padEnd(14)} ${(pdf.length / 1024).toFixed(1).padStart(5)} KB  median ${median(times).toFixed(1)} ms (CPU ${cpuMs.toFixed(1)} ms) of ${times.length}  -> ${join(outDir, `${name}.png`)}`,
    );
  }
}

await main();
