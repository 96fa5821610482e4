// After `astro build`: writes .br and .gz twins of the text assets in dist/client so that the server
// (sirv with brotli/gzip on) sends compressed bytes without compressing on every request.
//
// Why it is quick (DESIGN budget: `npm start` on a fresh clone shows the first page within 45 s):
// - Only what sirv serves and what shrinks: text files of dist/client of at least 1 KB (below that the headers
//   outweigh the saving). Images, fonts and archives are compressed already; dist/server is never sent; a
//   source map (none today) is fetched only by developer tools.
// - In parallel: zlib's asynchronous calls run on libuv's thread pool, one file per core at a time.
// - At the level asked: `npm run build` writes brotli 11 (the smallest files, about 2 % under 10 and 8 % under
//   7, for a production build that is made once); `npm start` asks for `--quick`, brotli 7, which is about
//   fifty times faster for files about 8 % larger, so that a fresh start serves within seconds.
//   The prerendered HTML pages are the bulk (about 19 MB of 20 MB): at level 11 they take nearly all the time.
// - It says what it does: a line per tenth done, and the time taken.
import { availableParallelism } from "node:os";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth precompressing: text sirv serves. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed twin saves less than its Content-Encoding costs. */
export const MIN_BYTES = 1024;
export const FULL_QUALITY = 11;
export const QUICK_QUALITY = 7;

/** The brotli quality for the command line: `--quick` (npm start), `--quality=N`, else 11. */
export function qualityFromArgs(args: readonly string[]): number {
  const explicit = args.find((a) => a.startsWith("--quality="));
  if (explicit) {
    const q = Number(explicit.slice("--quality=".length));
    if (!Number.isInteger(q) || q < 0 || q > 11) throw new Error(`--quality must be 0 to 11, not ${explicit}`);
    return q;
  }
  return args.includes("--quick") ? QUICK_QUALITY : FULL_QUALITY;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export interface CompressResult {
  files: number;
  before: number;
  after: number;
}

/** Writes the .br and .gz twins of every compressible file under `root`, `workers` at a time. */
export async function compressTree(
  root: string,
  opts: { quality: number; workers?: number; progress?: (done: number, total: number) => void },
): Promise<CompressResult> {
  const files = await listFiles(root);
  const result: CompressResult = { files: 0, before: 0, after: 0 };
  let next = 0;
  let done = 0;
  const one = async (file: string) => {
    const data = await readFile(file);
    if (data.length >= MIN_BYTES) {
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: opts.quality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      result.files++;
      result.before += data.length;
      result.after += br.length;
    }
    done++;
    opts.progress?.(done, files.length);
  };
  const worker = async () => {
    while (next < files.length) await one(files[next++]!);
  };
  const count = Math.max(1, opts.workers ?? availableParallelism());
  await Promise.all(Array.from({ length: Math.min(count, files.length) }, worker));
  return result;
}

if (import.meta.main) {
  const quality = qualityFromArgs(process.argv.slice(2));
  const started = performance.now();
  let shown = 0;
  console.log(`compressing dist/client (brotli ${quality}, gzip 9, ${availableParallelism()} at a time)…`);
  const r = await compressTree("dist/client", {
    quality,
    progress: (done, total) => {
      const tenth = Math.floor((done / total) * 10);
      if (tenth > shown) {
        shown = tenth;
        console.log(`  ${tenth * 10}% (${done}/${total} files)`);
      }
    },
  });
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `compressed ${r.files} files in ${secs} s: ${(r.before / 1024).toFixed(0)} KiB → ${(r.after / 1024).toFixed(0)} KiB brotli ${quality}`,
  );
}
