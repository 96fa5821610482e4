// Mounts the sandbox into `astro dev` (DESIGN: `npm run dev` serves the site with the sandbox), the same
// seam server/main.ts uses in production. Off when a platform URL is set: the sandbox never runs beside a real
// platform (parseEnv refuses one URL without the other).
import type { AstroIntegration } from "astro";
import type http from "node:http";
import { INTERNAL_ORIGIN_ENV, loopbackOrigin } from "../src/lib/api/server-call.ts";

export function sandboxDevServer(): AstroIntegration {
  return {
    name: "lobby:sandbox-dev",
    hooks: {
      "astro:server:setup": async ({ server }) => {
        if (process.env["PLATFORM_API_URL"] || process.env["REALTIME_URL"]) return;
        const { createSandbox } = await import("../sandbox/index.ts");
        const sandbox = createSandbox({ log: (m: string) => console.log(`[sandbox] ${m}`) });
        server.middlewares.use((req, res, next) => {
          sandbox.handle(req, res).then((handled) => (handled ? undefined : next()), next);
        });
        if (server.httpServer) {
          const httpServer = server.httpServer as http.Server;
          sandbox.attachRealtime(httpServer);
          // Pages call the sandbox over loopback while they render (src/lib/api/server-call.ts).
          httpServer.on("listening", () => {
            const origin = loopbackOrigin(httpServer.address());
            if (origin) process.env[INTERNAL_ORIGIN_ENV] = origin;
          });
        }
      },
    },
  };
}
