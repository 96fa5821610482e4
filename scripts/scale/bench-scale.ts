// The bench's scale figure (`npm run bench`, `npm run bench -- --no-build --only-scale`): throughput of home pages
// rendered on every request (HTML_CACHE_MS=0), through nginx, in front of one instance and in front of three, in
// one run on one machine, with the platform as its own process (scripts/scale/stack.ts). Two nginx servers run side
// by side over the same instances, one naming only the first instance, and are measured in turn (twice each,
// alternating), so the machine's load is alike for both; the ratio is what counts.
import os from "node:os";
import autocannon from "autocannon";
import { NginxMissing, startNginx, startStack, waitFor } from "./stack.ts";

const PORTS = { nginx: 4680, platform: 4681, lobby: [4682, 4683, 4684] };
const ONE_INSTANCE_NGINX = 4685;

async function rps(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 24, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

export interface ScaleFigures {
  oneInstanceRps: number;
  threeInstancesRps: number;
  ratio: number;
  cores: number;
  /** The machine's 1-minute load average at the end: other work on the machine weighs on both figures. */
  loadAverage: number;
  meaning: string;
}

/** What the ratio means on a machine with `cores` cores (shared by nginx, the platform, the instances, the load). */
export function ratioMeaning(ratio: number, cores: number): string {
  const ceiling = Math.min(3, cores);
  if (cores <= 2)
    return (
      `This machine has ${cores} core(s), shared by nginx, the platform, the instances and the load generator, so ` +
      `three instances cannot render three times as much: one instance already keeps about one core busy, and the ` +
      `best three can do here is to use the rest (ratio well under ${ceiling}). A ratio above 1 shows that the ` +
      `instances share the work with no state between them; a ratio near 1 means the machine, not the site, is the ` +
      `limit. Measured ${ratio}. On a machine with a free core per instance the ratio should approach the number of ` +
      `instances, until the platform or nginx becomes the limit.`
    );
  return (
    `${cores} cores: three instances can use up to ${ceiling} of them for rendering (less what nginx, the platform ` +
    `and the load generator take). Measured ${ratio}; well below ${ceiling} means something shared limits the ` +
    `instances (the platform, nginx, or the load generator's own core).`
  );
}

export async function measureScale(seconds = 8): Promise<ScaleFigures> {
  const stack = await startStack({ ...PORTS, env: { HTML_CACHE_MS: "0", LOG_LEVEL: "silent" } });
  const one = startNginx({
    listen: ONE_INSTANCE_NGINX,
    lobby: [`127.0.0.1:${PORTS.lobby[0]}`],
    platform: `127.0.0.1:${PORTS.platform}`,
  });
  try {
    await waitFor(`http://127.0.0.1:${ONE_INSTANCE_NGINX}/healthz`, one);
    const oneUrl = `http://127.0.0.1:${ONE_INSTANCE_NGINX}/`;
    const threeUrl = `${stack.base}/`;
    // warm-up: the JIT of every instance and the platform-call cache (src/lib/api/server-call.ts)
    await rps(threeUrl, 3);
    await rps(oneUrl, 2);
    const ones: number[] = [];
    const threes: number[] = [];
    for (let round = 0; round < 2; round++) {
      ones.push(await rps(oneUrl, seconds));
      threes.push(await rps(threeUrl, seconds));
    }
    const avg = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const oneInstanceRps = Math.round(avg(ones));
    const threeInstancesRps = Math.round(avg(threes));
    const ratio = +(threeInstancesRps / oneInstanceRps).toFixed(2);
    const cores = os.availableParallelism();
    const loadAverage = +(os.loadavg()[0] ?? 0).toFixed(1);
    const busy =
      loadAverage > cores * 2
        ? ` The load average was ${loadAverage} on ${cores} cores: other work had the machine, so both figures ` +
          `are mostly what was left of it.`
        : "";
    return {
      oneInstanceRps,
      threeInstancesRps,
      ratio,
      cores,
      loadAverage,
      meaning: ratioMeaning(ratio, cores) + busy,
    };
  } finally {
    one.child.kill("SIGQUIT");
    await stack.stop();
  }
}

export { NginxMissing };
