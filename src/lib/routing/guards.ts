// Ships to server only (pure, no Astro). The route guards and redirects of spec 000 §4 and the referral
// cookies of spec 000 §2 / spec 001 §2, as one pure decision the middleware carries out.
import { LINK_EXPIRE_TIME_MINUTES } from "../config/constants.ts";
import { COOKIES } from "../config/keys.ts";
import { parsePathLocale } from "./locale.ts";
import { parseAgentId, parseRecommendCode } from "./referral.ts";

export interface CookieToSet {
  name: string;
  value: string;
  /** Absent: a session cookie (the spec gives no lifetime). */
  maxAgeS?: number;
}

export interface GuardFlags {
  /** NODE_ENV=production (spec 000 §4: /register redirects only in production). */
  production: boolean;
  /** The game-room flag (GAME_ROOM). */
  gameRoom: boolean;
  device: "desktop" | "mobile";
}

export type RouteDecision =
  | { kind: "next"; cookies: CookieToSet[] }
  | { kind: "redirect"; location: string; cookies: CookieToSet[] }
  | { kind: "notFound" };

const LINK_MAX_AGE_S = LINK_EXPIRE_TIME_MINUTES * 60;

/** Paths are compared without a trailing slash ("/gameHall/" is "/gameHall"). */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Referral links (spec 000 §2 "Referral links", spec 001 §2 "Register page query parameters"):
 * `id` is an agent introducer, `invite` a recommend code; `currency` is kept on the register page.
 * A malformed or oversized `id` or `invite` is ignored (referral values become cookies).
 */
export function referralCookies(path: string, query: URLSearchParams): CookieToSet[] {
  const out: CookieToSet[] = [];
  const id = parseAgentId(query.get("id"));
  const invite = parseRecommendCode(query.get("invite"));
  if (id) {
    out.push({ name: COOKIES.memberAgent, value: id, maxAgeS: LINK_MAX_AGE_S });
    out.push({ name: COOKIES.registerType, value: "member_agent", maxAgeS: LINK_MAX_AGE_S });
  } else if (invite) {
    out.push({ name: COOKIES.recommendCode, value: invite, maxAgeS: LINK_MAX_AGE_S });
    out.push({ name: COOKIES.registerType, value: "recommend_code", maxAgeS: LINK_MAX_AGE_S });
  }
  const currency = query.get("currency")?.trim();
  if (currency && /^[A-Z]{3}$/.test(currency) && isRegisterPage(path, query)) {
    out.push({ name: COOKIES.currency, value: currency, maxAgeS: LINK_MAX_AGE_S });
  }
  return out;
}

function isRegisterPage(path: string, query: URLSearchParams): boolean {
  return path === "/register" || path === "/proxy/Register" || (path === "/proxy" && query.get("page") === "Register");
}

/**
 * What to do with a request for `url` as the visitor addressed it (locale prefix included). A prefix of a
 * language without a URL of its own is not found (spec 000 §9); redirects to home keep the routed prefix.
 */
export function routeDecision(url: URL, flags: GuardFlags): RouteDecision {
  const locale = parsePathLocale(url.pathname);
  if (locale.kind === "unrouted") return { kind: "notFound" };
  const prefix = locale.kind === "routed" ? locale.prefix : "";
  const path = normalise(locale.rest);
  const q = url.searchParams;
  const cookies = referralCookies(path, q);
  const home = (extra: CookieToSet[] = []): RouteDecision => ({
    kind: "redirect",
    location: `${prefix}/`,
    cookies: [...extra, ...cookies],
  });

  // spec 000 §4: /fastDeposit sets isFastDeposit=true and redirects to /.
  if (path === "/fastDeposit") return home([{ name: COOKIES.isFastDeposit, value: "true" }]);
  // spec 000 §2/§4: /main and /main/{id} redirect to /.
  if (path === "/main" || path.startsWith("/main/")) return home();
  // spec 000 §4: bare /gameHall redirects to / (the hall itself is /gameHall/{id}).
  if (path === "/gameHall") return home();
  // spec 000 §4 + §2: bare /slotgame redirects to /; with its query it is the slot list of one provider.
  if (path === "/slotgame" && !q.has("gt_id") && !q.has("gp_id") && !q.has("house")) return home();
  // spec 000 §4: in production /register sets isRouteRegister=true and redirects to /.
  if (path === "/register") {
    if (flags.production) return home([{ name: COOKIES.isRouteRegister, value: "true" }]);
    return { kind: "next", cookies };
  }
  // spec 000 §2: the game room is for desktop only, when the game-room flag is set, and for game type 2.
  if (path === "/gameRoom" && !(flags.gameRoom && flags.device === "desktop" && q.get("gt_id") === "2")) return home();
  return { kind: "next", cookies };
}
