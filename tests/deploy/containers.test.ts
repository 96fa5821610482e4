// Containers cannot be built on this machine (README "Deploying"); what can be checked is: the Dockerfile and
// compose.yaml parse, and the commands and the nginx configuration they use are the ones `npm run test:scale`
// runs (scripts/scale/stack.ts COMMANDS and deploy/nginx/lobby.conf.template).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { COMMANDS, fillTemplate } from "../../scripts/scale/stack.ts";

interface Instruction {
  op: string;
  args: string;
}

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function dockerfile(text: string): Instruction[] {
  const joined = text.replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const [op = "", ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(" ") };
    });
}

const docker = dockerfile(readFileSync("Dockerfile", "utf8"));
// merge keys (<<) as docker compose reads them
const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as {
  services: Record<
    string,
    {
      command?: string[];
      image?: string;
      build?: unknown;
      environment?: Record<string, string>;
      volumes?: string[];
      healthcheck?: { test: string[] };
    }
  >;
};
const template = readFileSync("deploy/nginx/lobby.conf.template", "utf8");

describe("Dockerfile", () => {
  const stages = docker.filter((i) => i.op === "FROM");
  const last = docker.slice(docker.lastIndexOf(stages.at(-1)!));

  it("is multi-stage on Node 24 and knows only known instructions", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const s of stages) expect(s.args).toMatch(/^node:24[\w.-]*\s+AS\s+\w+$/i);
    const known = ["FROM", "WORKDIR", "COPY", "RUN", "ARG", "ENV", "USER", "EXPOSE", "HEALTHCHECK", "CMD"];
    for (const i of docker) expect(known).toContain(i.op);
  });
  it("installs production dependencies only for the runtime, and runs as a user without privileges", () => {
    expect(docker.some((i) => i.op === "RUN" && /npm ci .*--omit=dev/.test(i.args))).toBe(true);
    const copies = last.filter((i) => i.op === "COPY" && i.args.includes("node_modules"));
    expect(copies.map((c) => c.args)).toEqual(["--from=deps /app/node_modules ./node_modules"]);
    const user = last.filter((i) => i.op === "USER").at(-1);
    expect(user?.args).toBeDefined();
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/);
  });
  it("has a HEALTHCHECK on /healthz and runs the command test:scale runs for an instance", () => {
    const health = last.find((i) => i.op === "HEALTHCHECK");
    expect(health?.args).toMatch(/CMD .*\/healthz/);
    const cmd = last.filter((i) => i.op === "CMD").at(-1);
    expect(JSON.parse(cmd?.args ?? "[]")).toEqual(["node", ...COMMANDS.lobby]);
  });
});

describe("compose.yaml", () => {
  const services = compose.services;
  it("has the platform, two Lobby instances and nginx, running the commands of test:scale", () => {
    expect(services["platform"]?.command).toEqual(["node", ...COMMANDS.platform]);
    const lobbies = Object.entries(services).filter(
      ([, s]) => JSON.stringify(s.command) === JSON.stringify(["node", ...COMMANDS.lobby]),
    );
    expect(lobbies.map(([name]) => name).sort()).toEqual(["lobby-1", "lobby-2"]);
    for (const [, s] of lobbies) {
      expect(s.environment?.["PLATFORM_API_URL"]).toBe("http://platform:4322");
      expect(s.environment?.["REALTIME_URL"]).toBeTruthy();
    }
    expect(services["platform"]?.healthcheck?.test.join(" ")).toContain("/healthz");
  });
  it("gives nginx the same configuration template as test:scale, filled for the two instances", () => {
    const nginx = services["nginx"];
    expect(nginx?.image).toMatch(/^nginx:/);
    expect(nginx?.volumes).toContain("./deploy/nginx/lobby.conf.template:/etc/nginx/templates/lobby.conf.template:ro");
    const env = nginx?.environment ?? {};
    // what the image's envsubst makes of the template, and what test:scale's fillTemplate makes of it, agree
    const envsubst = template.replace(
      /\$\{(LISTEN_PORT|LOBBY_SERVERS|PLATFORM_SERVER)\}/g,
      (_, n: string) => env[n] ?? "",
    );
    expect(envsubst).toBe(
      fillTemplate(template, {
        listen: 8080,
        lobby: ["lobby-1:4321", "lobby-2:4321"],
        platform: "platform:4322",
      }).replace("server lobby-1:4321;\n    server lobby-2:4321;", "server lobby-1:4321; server lobby-2:4321;"),
    );
    expect(new RegExp(env["NGINX_ENVSUBST_FILTER"] ?? "^$").test("http_upgrade")).toBe(false);
  });
  it("keeps the nginx template's WebSocket upgrade headers and round robin (no sticky sessions)", () => {
    expect(template).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(template).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    const directives = template
      .split("\n")
      .filter((l) => !l.trim().startsWith("#"))
      .join("\n");
    expect(directives).not.toMatch(/\b(ip_hash|hash|sticky)\b/);
  });
});
