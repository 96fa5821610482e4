// The deployment of README "Deploying", on one machine: the platform (`npm run platform`), Lobby instances pointing
// at it, and Debian's nginx in front with deploy/nginx/lobby.conf.template. Used by `npm run test:scale`,
// `npm run bench` and `npm run lb` (the e2e `platform` project). nginx is required: without it this says so and
// stops; there is no stand-in proxy.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_PLATFORM_ENV } from "../test-browser.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const NGINX = process.env["NGINX_PATH"] ?? "/usr/sbin/nginx";
export const TEMPLATE = path.join(ROOT, "deploy/nginx/lobby.conf.template");

/** The commands each process runs: the same in compose.yaml and the Dockerfile (tests/deploy/containers.test.ts). */
export const COMMANDS = {
  platform: ["server/platform.ts"],
  lobby: ["server/main.ts"],
} as const;

export class NginxMissing extends Error {
  constructor() {
    super(
      `nginx is not installed at ${NGINX} (Debian: apt-get install nginx; NGINX_PATH points elsewhere). ` +
        "This test runs only behind a real nginx and never falls back to a proxy of its own.",
    );
  }
}

/** The template with its three ${…} filled in (what the nginx image's envsubst does in compose.yaml). */
export function fillTemplate(template: string, vars: { listen: number; lobby: string[]; platform: string }): string {
  return template
    .replaceAll("${LISTEN_PORT}", String(vars.listen))
    .replaceAll("${LOBBY_SERVERS}", vars.lobby.map((s) => `server ${s};`).join("\n    "))
    .replaceAll("${PLATFORM_SERVER}", `server ${vars.platform};`);
}

/** A whole nginx.conf for a non-root nginx: pid, logs and temp files in `dir`, the template included. */
export function nginxConf(dir: string): string {
  return [
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 2048; }",
    "http {",
    `  access_log ${dir}/access.log;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
    `  include ${dir}/lobby.conf;`,
    "}",
    "",
  ].join("\n");
}

export interface Proc {
  name: string;
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

function track(name: string, child: ChildProcess, port: number): Proc {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, child, port, exited };
}

export interface Nginx extends Proc {
  /**
   * Takes the instances at `down` ("host:port", as in `lobby`) out of the upstream, or puts them back, and reloads
   * nginx (SIGHUP): new connections go to the others at once, requests already sent finish where they are.
   */
  markDown(down: ReadonlySet<string>): void;
}

/** Starts nginx in the foreground with a configuration written to a new temp dir. */
export function startNginx(opts: { listen: number; lobby: string[]; platform: string; dir?: string }): Nginx {
  if (!existsSync(NGINX)) throw new NginxMissing();
  const dir = opts.dir ?? mkdtempSync(path.join(os.tmpdir(), "lobby-nginx-"));
  mkdirSync(dir, { recursive: true });
  const writeConf = (down: ReadonlySet<string>) =>
    writeFileSync(
      path.join(dir, "lobby.conf"),
      fillTemplate(readFileSync(TEMPLATE, "utf8"), {
        ...opts,
        lobby: opts.lobby.map((s) => (down.has(s) ? `${s} down` : s)),
      }),
    );
  writeConf(new Set());
  writeFileSync(path.join(dir, "nginx.conf"), nginxConf(dir));
  const child = spawn(NGINX, ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  return {
    ...track("nginx", child, opts.listen),
    markDown(down) {
      writeConf(down);
      child.kill("SIGHUP");
    },
  };
}

/**
 * What the operator's orchestrator does for nginx, which does not probe (README "Deploying"): asks each instance's
 * /readyz every `everyMs` and marks it `down` in nginx's upstream when it answers 503, or fails to answer
 * `failures` times in a row (a slow answer under load is not a reason to take a serving instance out), and back
 * when it answers 200. A draining instance says 503 for SHUTDOWN_DELAY_MS before its listener closes, so nginx has
 * stopped opening connections to it by then. A closed listener alone is not enough: a connection the kernel
 * accepted just before the close is reset after nginx sent the request, and nginx rightly never resends a POST.
 * Returns the stop.
 */
export function watchReadiness(
  nginx: Nginx,
  lobbies: { upstream: string; port: number }[],
  everyMs = 100,
  failures = 3,
) {
  const down = new Set<string>();
  const missed = new Map<string, number>();
  let busy = false;
  const probe = async (l: { upstream: string; port: number }) => {
    const status = await fetch(`http://127.0.0.1:${l.port}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.status)
      .catch(() => 0);
    missed.set(l.upstream, status === 0 ? (missed.get(l.upstream) ?? 0) + 1 : 0);
    const isDown = status === 0 ? (missed.get(l.upstream) ?? 0) >= failures || down.has(l.upstream) : status !== 200;
    return [l.upstream, isDown] as const;
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void Promise.all(lobbies.map(probe))
      .then((states) => {
        const next = new Set(states.filter(([, isDown]) => isDown).map(([u]) => u));
        if (next.size === down.size && [...next].every((u) => down.has(u))) return;
        down.clear();
        for (const u of next) down.add(u);
        nginx.markDown(down);
      })
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Starts one of the project's processes with the project's Node (the one running this script). */
export function startNode(
  name: string,
  args: readonly string[],
  port: number,
  env: Record<string, string>,
  logFile?: string,
): Proc {
  const child = spawn(process.execPath, [...args], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), NODE_ENV: "production", ...env },
    stdio: ["ignore", logFile ? "pipe" : "ignore", "inherit"],
  });
  if (logFile && child.stdout) child.stdout.pipe(createWriteStream(logFile));
  return track(name, child, port);
}

/** Waits until `url` answers 200 (or the process exits). */
export async function waitFor(url: string, proc?: Proc, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  let gone = false;
  void proc?.exited.then(() => (gone = true));
  while (Date.now() < end) {
    if (gone) throw new Error(`${proc?.name} exited before ${url} answered`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms`);
}

export interface Stack {
  base: string;
  platform: Proc;
  lobbies: Proc[];
  nginx: Nginx;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Platform on `ports.platform`, one Lobby instance per port of `ports.lobby` (INSTANCE_ID lobby-1, lobby-2, …; logs
 * in `dir`/lobby-N.log), nginx on `ports.nginx`. REALTIME_URL is nginx's origin (socket.io through its upgrade
 * headers) unless `realtimeDirect`, where browsers connect to the platform's own origin.
 */
export async function startStack(ports: {
  nginx: number;
  platform: number;
  lobby: number[];
  env?: Record<string, string>;
  realtimeDirect?: boolean;
}): Promise<Stack> {
  if (!existsSync(NGINX)) throw new NginxMissing();
  const dir = mkdtempSync(path.join(os.tmpdir(), "lobby-stack-"));
  const base = `http://127.0.0.1:${ports.nginx}`;
  const platformUrl = `http://127.0.0.1:${ports.platform}`;
  const procs: Proc[] = [];
  let unwatch = () => {};
  const stop = async () => {
    unwatch();
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGTERM");
    await Promise.race([Promise.all(procs.map((p) => p.exited)), new Promise((r) => setTimeout(r, 12_000))]);
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  };
  try {
    const platform = startNode("platform", COMMANDS.platform, ports.platform, {
      ...TEST_PLATFORM_ENV,
      INSTANCE_ID: "platform",
      ...ports.env,
    });
    procs.push(platform);
    await waitFor(`${platformUrl}/readyz`, platform);
    const lobbies = ports.lobby.map((port, i) => {
      const p = startNode(
        `lobby-${i + 1}`,
        COMMANDS.lobby,
        port,
        {
          PLATFORM_API_URL: platformUrl,
          REALTIME_URL: ports.realtimeDirect ? platformUrl : base,
          TRUSTED_PROXIES: "loopback",
          INSTANCE_ID: `lobby-${i + 1}`,
          // time for the readiness watcher below to take a draining instance out of nginx's upstream
          SHUTDOWN_DELAY_MS: "1000",
          ...ports.env,
        },
        path.join(dir, `lobby-${i + 1}.log`),
      );
      procs.push(p);
      return p;
    });
    await Promise.all(lobbies.map((p) => waitFor(`http://127.0.0.1:${p.port}/readyz`, p)));
    const nginx = startNginx({
      listen: ports.nginx,
      lobby: ports.lobby.map((p) => `127.0.0.1:${p}`),
      platform: `127.0.0.1:${ports.platform}`,
      dir: path.join(dir, "nginx"),
    });
    procs.push(nginx);
    await waitFor(`${base}/healthz`, nginx);
    unwatch = watchReadiness(
      nginx,
      ports.lobby.map((port) => ({ upstream: `127.0.0.1:${port}`, port })),
    );
    return { base, platform, lobbies, nginx, dir, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
