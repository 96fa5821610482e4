// Browser (safe to import on the server: the effect checks for document). The two ad-tracking cookies of
// spec 001 §3 (max age 7776000 s = 90 days, SameSite lax, path /, secure). The spec does not name them or say
// what they hold; our decision, written down here: they are the ad platform's click-id and browser-id
// cookies, `_fbc` and `_fbp` in the format Meta's pixel uses ("fb.1.<creation ms>.<value>"), written only when
// a visitor arrives from an ad click (the `fbclid` query value of spec 001 §2). They travel with
// /api/fb_tracking (spec 001 §7, same origin), so the platform can match a purchase to the click.
import { COOKIE } from "../config/constants.ts";
import { COOKIES } from "../config/keys.ts";
import { readCookie, writeCookie } from "./cookies.ts";

/** Meta's click ids are URL-safe text; ours is bounded so a made-up query cannot grow a cookie. */
const FBCLID = /^[A-Za-z0-9_-]{1,500}$/;

export interface AdCookie {
  name: typeof COOKIES.adClickId | typeof COOKIES.adBrowserId;
  value: string;
}

/**
 * The ad cookies to write for this address: none without a well-formed fbclid; the click id when it is new
 * (the same click reloaded keeps its first creation time); the browser id only when there is none yet.
 */
export function adTrackingCookies(input: {
  search: string;
  now: number;
  random: () => number;
  existing: { clickId: string | null; browserId: string | null };
}): AdCookie[] {
  const fbclid = new URLSearchParams(input.search).get("fbclid");
  if (!fbclid || !FBCLID.test(fbclid)) return [];
  const out: AdCookie[] = [];
  if (!input.existing.clickId?.endsWith(`.${fbclid}`))
    out.push({ name: COOKIES.adClickId, value: `fb.1.${input.now}.${fbclid}` });
  if (!input.existing.browserId) {
    const id = Math.floor(input.random() * 1e10)
      .toString()
      .padStart(10, "0");
    out.push({ name: COOKIES.adBrowserId, value: `fb.1.${input.now}.${id}` });
  }
  return out;
}

/** Writes the ad cookies for the current address (90 days, SameSite lax, path /, Secure on https). */
export function rememberAdClick(): void {
  if (typeof document === "undefined") return;
  const cookies = adTrackingCookies({
    search: window.location.search,
    now: Date.now(),
    random: Math.random,
    existing: { clickId: readCookie(COOKIES.adClickId), browserId: readCookie(COOKIES.adBrowserId) },
  });
  for (const c of cookies)
    writeCookie(c.name, c.value, { maxAgeS: COOKIE.adTrackingMaxAgeS, sameSite: "lax", path: "/" });
}
