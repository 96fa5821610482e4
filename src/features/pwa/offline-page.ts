// Build and tests (pure). The offline page of one language: what the service worker shows when a page cannot be
// reached within its timeout. One small static file per language, self-contained (its style and logo inline,
// no script), so the precached shell is these pages alone.
import { languageTag, type Language } from "../../lib/config/constants.ts";
import { localePrefix } from "../../lib/routing/locale.ts";
import { THEME_COLOR } from "./manifest.ts";

export type OfflineKey = "pwa.offline.title" | "pwa.offline.text" | "pwa.offline.retry" | "nav.home" | "site.name";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE =
  "*{box-sizing:border-box}html{background:#0a0e14;color:#eef2f7;font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif}" +
  "body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px}" +
  "main{max-width:28rem;text-align:center;display:grid;justify-items:center;gap:12px}" +
  "h1{margin:8px 0 0;font-size:1.5rem}p{margin:0;color:#9aa8ba}" +
  ".row{display:flex;gap:12px;flex-wrap:wrap;justify-content:center;margin-top:12px}" +
  "a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:12px;border:1px solid #2a3850;color:#eef2f7;text-decoration:none;font-weight:600}" +
  "a.go{background:linear-gradient(180deg,#f5c451,#e0a22a);border-color:transparent;color:#2a1d00}";

/** The page; `logoSvg` is the brand mark (public/favicon.svg). Its "Try again" reloads the address the member asked for. */
export function offlinePageHtml(lang: Language, t: (key: OfflineKey) => string, logoSvg: string): string {
  const title = escape(t("pwa.offline.title"));
  return (
    `<!doctype html><html lang="${languageTag(lang)}" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><meta name="theme-color" content="${THEME_COLOR}">` +
    `<title>${title} · ${escape(t("site.name"))}</title><style>${STYLE}</style></head>` +
    `<body><main data-offline-page="${lang}">` +
    `<div aria-hidden="true" style="width:64px;height:64px">${logoSvg.trim().replace(/<svg /, '<svg width="64" height="64" ')}</div>` +
    `<h1>${title}</h1><p>${escape(t("pwa.offline.text"))}</p>` +
    `<div class="row"><a class="go" href="">${escape(t("pwa.offline.retry"))}</a>` +
    `<a href="${localePrefix(lang)}/">${escape(t("nav.home"))}</a></div>` +
    `</main></body></html>`
  );
}
