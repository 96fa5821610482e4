// `npm run lb -- --listen 4672 --lobby 127.0.0.1:4674 --platform 127.0.0.1:4673`: Debian's nginx in front of Lobby
// instances and the platform, with deploy/nginx/lobby.conf.template (the e2e `platform` project starts it this way).
// Exits non-zero when nginx is not installed.
import { parseArgs } from "node:util";
import { NginxMissing, startNginx } from "./scale/stack.ts";

const { values } = parseArgs({
  options: {
    listen: { type: "string" },
    lobby: { type: "string", multiple: true },
    platform: { type: "string" },
  },
});
if (!values.listen || !values.lobby?.length || !values.platform) {
  console.error("usage: npm run lb -- --listen PORT --lobby HOST:PORT [--lobby HOST:PORT …] --platform HOST:PORT");
  process.exit(2);
}
try {
  const nginx = startNginx({ listen: Number(values.listen), lobby: values.lobby, platform: values.platform });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => nginx.child.kill("SIGQUIT"));
  process.exit((await nginx.exited) ?? 0);
} catch (e) {
  console.error(e instanceof NginxMissing ? e.message : e);
  process.exit(1);
}
