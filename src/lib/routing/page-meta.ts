// Ships to server only. Per-route titles and descriptions (spec 001 §2), written by marketing in
// src/content/titles.json ({ routeKey: { lang: { title, description } } }, "{site}" is the site name).
// The spec names the pages with their own title (home, the halls 3–6, the GPLL/GPR8 slot lists, /discount,
// /app, /proxy/Plan, /faq/{1–8,17}); every other page the site knows (the other halls, /faq, the member and
// agent centres, fast payment, sign-up …) carries a title of its own too, our decision. Unknown paths, and
// the pages that only pass through (/play, /close), fall back to the home title; a language without its own
// text falls back to English.
import { GAME_TYPES, type Language } from "../config/constants.ts";
import titles from "../../content/titles.json" with { type: "json" };
import { stripLocalePrefix } from "./locale.ts";
import { isMemberPage, isProxyCenterPage, isProxyPage, memberPageFor } from "./member-menu.ts";

export interface PageMeta {
  title: string;
  description: string;
}

type TitleFile = Record<string, Partial<Record<Language, PageMeta>>>;
const TITLES = titles as TitleFile;

const SLOT_PROVIDERS_WITH_TITLE = ["GPLL", "GPR8"];
const FAQ_WITH_TITLE = ["1", "2", "3", "4", "5", "6", "7", "8", "17"];
const HALLS: readonly number[] = GAME_TYPES.map((g) => g.gtId);
/** Pages addressed by their path alone. */
const PLAIN = new Set([
  "/discount",
  "/app",
  "/faq",
  "/fastPayment",
  "/register",
  "/loading",
  "/authCallback",
  "/safer-gambling",
  "/withdraw-only",
]);

/** Which entry of the title file a path and query address (spec 001 §2), or "home". */
export function pageMetaKey(path: string, query: URLSearchParams): string {
  const p = stripLocalePrefix(path).replace(/\/+$/, "") || "/";
  if (p === "/") return "home";
  if (PLAIN.has(p)) return p.slice(1);
  let m = /^\/gameHall\/(\d+)$/.exec(p);
  if (m) return HALLS.includes(Number(m[1])) ? `gameHall/${m[1]}` : "home";
  if (p === "/slotgame") {
    const spec =
      query.get("gt_id") === "2" &&
      query.get("house") === "0" &&
      SLOT_PROVIDERS_WITH_TITLE.includes(query.get("gp_id") ?? "");
    // A bare /slotgame is redirected home (spec 000 §4); with its query it is one provider's slot list.
    if (spec) return "slots";
    return query.has("gp_id") ? "slotgame" : "home";
  }
  if (p === "/gameRoom") return "gameRoom";
  m = /^\/faq\/(\d+)$/.exec(p);
  if (m?.[1]) return FAQ_WITH_TITLE.includes(m[1]) ? `faq/${m[1]}` : "home";
  // /user and /user?page=Deposit show a member-centre page (Info without a page).
  if (p === "/user") {
    return `user/${memberPageFor(query.get("page"))}`;
  }
  m = /^\/user\/([^/]+)$/.exec(p);
  if (m) return isMemberPage(m[1]) ? `user/${m[1]}` : "home";
  // /proxy and /proxy?page=Register show an agent page (the plan without a page).
  if (p === "/proxy") {
    const page = query.get("page");
    return `proxy/${isProxyPage(page) ? page : "Plan"}`;
  }
  m = /^\/proxy\/([^/]+)$/.exec(p);
  if (m) return isProxyPage(m[1]) ? `proxy/${m[1]}` : "home";
  m = /^\/proxy\/ProxyCenter\/([^/]+)$/.exec(p);
  if (m) return isProxyCenterPage(m[1]) ? `proxy/ProxyCenter/${m[1]}` : "home";
  return "home";
}

export function pageMeta(path: string, query: URLSearchParams, lang: Language, siteName = "Lobby"): PageMeta {
  const entry = TITLES[pageMetaKey(path, query)] ?? TITLES["home"];
  const meta = entry?.[lang] ?? entry?.en_US ?? { title: siteName, description: "" };
  return {
    title: meta.title.replaceAll("{site}", siteName),
    description: meta.description.replaceAll("{site}", siteName),
  };
}

/**
 * Query keys of the query-string login (spec 001 §2, §4: tk, member_account, member_currency, member_id,
 * member_type, enc). They are a member's credentials: never in a canonical or hreflang link, which search engines,
 * shares and the page cache would keep (security).
 */
export const LOGIN_QUERY_KEYS = ["tk", "member_account", "member_currency", "member_id", "member_type", "enc"] as const;

/** The query part of canonical and hreflang links: the request's query without the login keys ("" or "?…"). */
export function canonicalSearch(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of LOGIN_QUERY_KEYS) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}

/** The home page's title and description: what unknown paths and error pages carry (spec 001 §2). */
export function homeMeta(lang: Language, siteName = "Lobby"): PageMeta {
  return pageMeta("/", new URLSearchParams(), lang, siteName);
}
