// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a built web app, so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing each
// response again or not at all (decision 011). A copy that saves less than a tenth is not written:
// the server then sends the file itself.
//
//   node scripts/compress-static.mjs packages/web/dist

import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml']);
const MAX_FILES = 5000;
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const WORTH_IT = 0.9;

const root = resolve(process.argv[2] ?? 'packages/web/dist');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const encoders = {
  '.br': (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

let count = 0;
let before = 0;
let afterBrotli = 0;
for (const path of files(root)) {
  if (++count > MAX_FILES) throw new Error(`More than ${MAX_FILES} files under ${root}.`);
  if (!COMPRESSIBLE.has(extname(path))) continue;
  if (statSync(path).size > MAX_FILE_BYTES) throw new Error(`${path} is too large to compress.`);
  const data = readFileSync(path);
  before += data.length;
  for (const [suffix, encode] of Object.entries(encoders)) {
    const packed = encode(data);
    const target = `${path}${suffix}`;
    if (packed.length <= data.length * WORTH_IT) writeFileSync(target, packed);
    else rmSync(target, { force: true });
    if (suffix === '.br') afterBrotli += Math.min(packed.length, data.length);
  }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `compressed ${relative(process.cwd(), root) || '.'}: ${kb(before)} of text, ${kb(afterBrotli)} with brotli`,
);
