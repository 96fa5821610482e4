// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import { fileURLToPath } from "node:url";
import { sandboxDevServer } from "./server/dev-integration.ts";
import { pwaBuild } from "./server/pwa-build.ts";
import { renderTuning } from "./server/render-tuning.ts";
import { layoutCodeSplitting, layoutCssSplitting } from "./server/client-chunks.ts";
import { CONNECT_SRC_SELF, realtimeConnectSources } from "./server/security-headers.ts";

/** `client:interact`: hydrate on first interaction (src/components/directives/interact.ts). */
const interactDirective = {
  name: "lobby-client-interact",
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string | URL }) => void }} options */
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({
        name: "interact",
        entrypoint: fileURLToPath(new URL("./src/components/directives/interact.ts", import.meta.url)),
      });
    },
  },
};

// Every language gets prerendered content pages (dist/client/<lang>/…); only en_US, hi_IN and ta_IN have
// public URLs (spec 000 §9). server/static-locale.ts serves the others by the `lang` cookie, and
// src/middleware.ts answers 404 for an unrouted prefix. Pages read the language from Astro.locals / currentLocale.

export default defineConfig({
  // Absolute canonical and hreflang links on prerendered pages when the public origin is known at build time.
  ...(process.env["SITE_URL"] ? { site: process.env["SITE_URL"] } : {}),
  output: "server",
  // The page is rendered whole, then sent as one buffer with a Content-Length: streamed, it went out in hundreds of
  // small chunks, each encoded and written on its own, about a fifth of a render's CPU (profiled with the page cache
  // off). Nothing here needs the early bytes: a slow platform is cut by the render's budget (src/lib/api/budget.ts).
  adapter: node({ mode: "middleware", experimentalDisableStreaming: true }),
  integrations: [react(), sandboxDevServer(), interactDirective, renderTuning(), pwaBuild()],
  i18n: {
    locales: ["en_US", "hi_IN", "ta_IN", "zh_TW", "zh_CN", "vi_VN", "ko_KR", "ja_JP", "th_TH", "my_MM", "bn_BD"],
    defaultLocale: "en_US",
    routing: { prefixDefaultLocale: false, fallbackType: "rewrite" },
    fallback: {
      hi_IN: "en_US",
      ta_IN: "en_US",
      zh_TW: "en_US",
      zh_CN: "en_US",
      vi_VN: "en_US",
      ko_KR: "en_US",
      ja_JP: "en_US",
      th_TH: "en_US",
      my_MM: "en_US",
      bn_BD: "en_US",
    },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        // The site's own origin (its /api, the sandbox's socket.io) and the real platform's real-time origin.
        // Prerendered pages carry this policy in a meta tag, so REALTIME_URL must be set when building too;
        // server-rendered pages also get the run-time REALTIME_URL's origin (server/security-headers.ts).
        `connect-src ${[CONNECT_SRC_SELF, ...realtimeConnectSources(process.env["REALTIME_URL"])].join(" ")}`,
        "frame-src 'self' https:",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // The site's CSS is a file of its own, cached across pages, not 34 KB in every page's HTML (DESIGN: content
  // pages ≤ 30 KB of HTML); Lighthouse mobile LCP stays within its aim (see the bench).
  build: { inlineStylesheets: "never" },
  vite: {
    build: { assetsInlineLimit: 0 },
    // The modules of the layout's always-on script are one file on every page, and so are the stylesheets the
    // layout links on every page (server/client-chunks.ts).
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: layoutCodeSplitting() } } } },
      ssr: { build: { rolldownOptions: { output: { codeSplitting: layoutCssSplitting() } } } },
      prerender: { build: { rolldownOptions: { output: { codeSplitting: layoutCssSplitting() } } } },
    },
  },
});
