// `npm run check`: astro check (types), ESLint and Prettier, run side by side. On two cores the three together
// take about as long as astro check alone plus a little, instead of the sum. Each tool's output is printed whole
// when it ends, so the lines do not interleave; the exit code is non-zero when any of them failed.
// `astro sync` runs first, alone (a few seconds): it writes `.astro/`, the types of `astro:content` that ESLint's
// type-aware rules read. Side by side with astro check (which writes them too), ESLint on a fresh clone could load
// the project before they existed, see `any` for every content entry and fail (a CI run at 03:01 UTC did).
import { spawn } from "node:child_process";

const TOOLS: { name: string; args: string[] }[] = [
  { name: "astro check", args: ["astro", "check"] },
  { name: "eslint", args: ["eslint", "."] },
  { name: "prettier", args: ["prettier", "--check", "."] },
];

function run(tool: (typeof TOOLS)[number]): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npx", tool.args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    const out: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => out.push(c));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${tool.name}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
    child.on("error", (e) => {
      process.stdout.write(`\n── ${tool.name}: could not start (${e.message})\n`);
      resolve(false);
    });
  });
}

const synced = await run({ name: "astro sync", args: ["astro", "sync"] });
const results = synced ? await Promise.all(TOOLS.map(run)) : [false];
process.exit(results.every(Boolean) ? 0 : 1);
