// Ships to server only. Per-route titles and descriptions (spec 001 §2), written by marketing in
// src/content/titles.json ({ routeKey: { lang: { title, description } } }, "{site}" is the site name).
// Unknown paths fall back to the home title; a language without its own text falls back to English.
import type { Language } from "../config/constants.ts";
import titles from "../../content/titles.json" with { type: "json" };
import { stripLocalePrefix } from "./locale.ts";

export interface PageMeta {
  title: string;
  description: string;
}

type TitleFile = Record<string, Partial<Record<Language, PageMeta>>>;
const TITLES = titles as TitleFile;

const SLOT_PROVIDERS_WITH_TITLE = ["GPLL", "GPR8"];
const FAQ_WITH_TITLE = ["1", "2", "3", "4", "5", "6", "7", "8", "17"];

/** Which entry of the title file a path and query address (spec 001 §2), or "home". */
export function pageMetaKey(path: string, query: URLSearchParams): string {
  const p = stripLocalePrefix(path).replace(/\/+$/, "") || "/";
  if (p === "/") return "home";
  let m = /^\/gameHall\/([3-6])$/.exec(p);
  if (m) return `gameHall/${m[1]}`;
  if (
    p === "/slotgame" &&
    query.get("gt_id") === "2" &&
    query.get("house") === "0" &&
    SLOT_PROVIDERS_WITH_TITLE.includes(query.get("gp_id") ?? "")
  ) {
    return "slots";
  }
  if (p === "/discount" || p === "/app" || p === "/proxy/Plan") return p.slice(1);
  m = /^\/faq\/(\d+)$/.exec(p);
  if (m?.[1] && FAQ_WITH_TITLE.includes(m[1])) return `faq/${m[1]}`;
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
 * shares and the page cache would keep (issue 7, security).
 */
export const LOGIN_QUERY_KEYS = ["tk", "member_account", "member_currency", "member_id", "member_type", "enc"] as const;

/** The query part of canonical and hreflang links: the request's query without the login keys ("" or "?…"). */
export function canonicalSearch(search: string): string {
  const query = new URLSearchParams(search);
  for (const key of LOGIN_QUERY_KEYS) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
