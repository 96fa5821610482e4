// Ships to server and browser (pure). Logins that arrive from outside the login form (spec 001 §2, §4, §6, §7):
// the query string (tk, member_*), the app's enc (/get_info_data), the third-party popup's messages, and what
// such a login does to a session already in this browser (login CSRF).
import { isCurrency, type Currency } from "../../lib/config/constants.ts";
import { parseJsonObject } from "../../lib/json/object.ts";

export interface QueryLogin {
  token: string;
  memberId: number;
  account: string;
  currency: Currency;
  memberType: number;
}

export interface QueryFlags {
  login: QueryLogin | null;
  header: boolean | null;
  footer: boolean | null;
  pwa: boolean;
  enc: string | null;
}

function flag(v: string | null): boolean | null {
  if (v === null) return null;
  return !(v === "0" || v === "false" || v === "hide");
}

/** spec 001 §4, §6: query-string login (tk, member_account, member_currency, member_id, member_type) and the header, footer, pwa and enc flags. */
export function parseQueryLogin(search: string): QueryFlags {
  const q = new URLSearchParams(search);
  const tk = q.get("tk");
  const id = q.get("member_id");
  const currency = q.get("member_currency");
  const type = q.get("member_type");
  let login: QueryLogin | null = null;
  if (tk && /^[\w.\-~+/=]{8,512}$/.test(tk) && id && /^\d{1,12}$/.test(id) && Number(id) > 0 && isCurrency(currency)) {
    login = {
      token: tk,
      memberId: Number(id),
      account: (q.get("member_account") ?? "").slice(0, 50),
      currency,
      memberType: type && /^\d{1,3}$/.test(type) ? Number(type) : 1,
    };
  }
  const enc = q.get("enc");
  return {
    login,
    header: flag(q.get("header")),
    footer: flag(q.get("footer")),
    pwa: q.get("pwa") === "1" || q.get("pwa") === "true",
    enc: enc && enc.length <= 4096 ? enc : null,
  };
}

/** What a query-string, enc or popup login does to the session already in this browser. */
export type EntryLoginDecision =
  { type: "login" } | { type: "keep" } | { type: "refresh" } | { type: "ask"; current: string; incoming: string };

/** How a member is named in the switch question: the account, else the member id. */
function accountName(account: string, memberId: number): string {
  return account.trim() || `#${memberId}`;
}

/**
 * spec 001 §2 query-string login, §4 app entry (enc) and third-party popup; a link or a popup must not silently
 * swap the member's session for somebody else's (who would then receive their deposits). `owner` is whom the
 * platform says the token belongs to (resolveTokenOwner's layout answer, or enc's /get_info_data answer),
 * never what a link claims: a link naming the member's own member_id with another member's token is another
 * member. No session: log in. The same member: keep the session, taking a new token quietly. Another: ask first.
 */
export function entryLoginDecision(
  current: { memberId: number; token: string; account: string } | null,
  owner: QueryLogin,
): EntryLoginDecision {
  if (!current) return { type: "login" };
  if (current.memberId === owner.memberId)
    return current.token === owner.token ? { type: "keep" } : { type: "refresh" };
  return {
    type: "ask",
    current: accountName(current.account, current.memberId),
    incoming: accountName(owner.account, owner.memberId),
  };
}

/** What the platform's layout answer (spec 001 §3) says of a token: its owner, as the site stores a login. */
export function ownerFromLayout(
  token: string,
  layout: { id: number; member_account: string; member_currency: Currency; member_type: number },
): QueryLogin | null {
  if (!Number.isInteger(layout.id) || layout.id <= 0) return null;
  return {
    token,
    memberId: layout.id,
    account: layout.member_account,
    currency: layout.member_currency,
    memberType: layout.member_type,
  };
}

/** The query keys the site removes from the address after reading them. */
export const QUERY_LOGIN_KEYS = ["tk", "member_account", "member_currency", "member_id", "member_type", "enc"] as const;

/** Parses the JSON text /get_info_data answers (spec 001 §7); null when it is not the expected shape. */
export function parseInfoData(text: unknown): QueryLogin | null {
  const o = parseJsonObject(text);
  if (!o) return null;
  const id = typeof o["member_id"] === "number" ? o["member_id"] : Number(o["member_id"]);
  if (typeof o["tk"] !== "string" || !o["tk"] || !Number.isInteger(id) || id <= 0 || !isCurrency(o["member_currency"]))
    return null;
  return {
    token: o["tk"],
    memberId: id,
    account: typeof o["member_account"] === "string" ? o["member_account"] : "",
    currency: o["member_currency"],
    memberType: 1,
  };
}

/** Messages of the third-party login popup (spec 001 §4). authLogin carries only the token: whose it is, the platform says. */
export type PopupMessage =
  | { type: "authLogin"; token: string }
  | { type: "authLoginClose"; code: number | null; message: string }
  | { type: "quickGame"; window: "game" | "deposit" | "fp" };

/** Who sent a message event: its origin and its window. */
export interface MessageSender {
  origin: string;
  source: unknown;
}

/** What this page expects: its own origin, and the third-party login window it opened while that login is pending. */
export interface PopupExpectation {
  origin: string;
  loginWindow: unknown;
}

/**
 * Accepts a popup message only from the site's own origin and of a known shape. authLogin and authLoginClose
 * come only from the third-party login window this page opened, while that login is pending: any other window
 * of this origin (a game window whose provider page navigated it to /authCallback, a tab the member opened)
 * may neither log this page in as somebody else nor show its own text as a login error.
 */
export function parsePopupMessage(
  sender: MessageSender,
  expected: PopupExpectation,
  data: unknown,
): PopupMessage | null {
  if (sender.origin !== expected.origin || !data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  const fromLoginWindow = expected.loginWindow != null && sender.source === expected.loginWindow;
  if (d["type"] === "authLogin") {
    if (!fromLoginWindow) return null;
    const token = typeof d["search"] === "string" ? parseQueryToken(d["search"]) : null;
    return token ? { type: "authLogin", token } : null;
  }
  if (d["type"] === "authLoginClose") {
    if (!fromLoginWindow) return null;
    const code =
      typeof d["code"] === "number"
        ? d["code"]
        : typeof d["code"] === "string" && /^\d+$/.test(d["code"])
          ? Number(d["code"])
          : null;
    return {
      type: "authLoginClose",
      code,
      message: typeof d["message"] === "string" ? d["message"].slice(0, 300) : "",
    };
  }
  if (d["type"] === "quickGame") {
    const w = d["window"];
    return { type: "quickGame", window: w === "deposit" || w === "fp" ? w : "game" };
  }
  return null;
}

/** The token of a login query (spec 001 §2), or null; member_id and the rest are the platform's to say. */
export function parseQueryToken(search: string): string | null {
  return parseQueryLogin(search).login?.token ?? null;
}

/**
 * Where the third-party login window may be sent: an https address, or a path of this site; null otherwise
 * (a javascript: or data: address, plain http elsewhere, a protocol-relative "//host").
 */
export function thirdPartyLoginUrl(raw: unknown, origin: string): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin && (url.protocol === "https:" || url.protocol === "http:")) return url.href;
  return url.protocol === "https:" && !url.username && !url.password ? url.href : null;
}

/** What the /authCallback popup sends to its opener, from its own query. */
export function popupMessageFromQuery(search: string): Record<string, string | number | null> {
  const q = new URLSearchParams(search);
  if (q.get("quickGame") !== null) return { type: "quickGame", window: q.get("quickGame") || "game" };
  if (parseQueryLogin(search).login) return { type: "authLogin", search };
  const code = q.get("code");
  return {
    type: "authLoginClose",
    code: code && /^\d+$/.test(code) ? Number(code) : null,
    message: q.get("message") ?? "",
  };
}
