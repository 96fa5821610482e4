// Browser and server (pure). The header's account menu: which entries a member sees,
// the unread-letter badge, where each entry opens (spec 000 §2, spec 001 §2: paths starting with user,
// proxy or fastPayment open in a 1500×800 window on desktop and in the same window elsewhere) and how the
// arrow keys move through the entries.
import { BADGE_MAX } from "../../lib/config/constants.ts";
import { runtimeKey, type LocaleKey } from "../../lib/i18n/keys.ts";

/** Member-centre pages the menu offers (spec 001 §2 member-centre menu), in the menu's order. */
export const ACCOUNT_MENU_PAGES = [
  "Info",
  "MyWallet",
  "Deposit",
  "Withdrawal",
  "Letter",
  "Transaction",
  "DWRecord",
] as const;

export interface AccountMenuEntry {
  /** Locale key of the label. */
  label: LocaleKey;
  /** Path without the locale prefix. */
  path: string;
  /** The unread-letter badge ("7", "99+"), only on Letter and only when the count is known and not zero. */
  badge: string | null;
}

/** The badge text for a count: none for 0 or an unknown count, capped at "99+" (BADGE_MAX). */
export function countBadge(count: number | null | undefined): string | null {
  if (typeof count !== "number" || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/**
 * The entries: the member-centre pages (the recommend programme's when the recommend flag is on, spec 001 §6;
 *), the agent centre for an active agent (layout agent_active = 1,
 * spec 001 §3, §6; unknown until the layout arrives), then Log out (rendered by the island).
 */
export function accountMenuEntries(
  agentActive: boolean,
  unreadLetters: number | null,
  recommendVisible = false,
): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = ACCOUNT_MENU_PAGES.map((page) => ({
    label: runtimeKey(`menu.${page}`),
    path: `/user/${page}`,
    badge: page === "Letter" ? countBadge(unreadLetters) : null,
  }));
  if (recommendVisible) entries.push({ label: "menu.RecommendProject", path: "/user/RecommendProject", badge: null });
  if (agentActive) entries.push({ label: "proxy.menu.ProxyCenter", path: "/proxy/ProxyCenter", badge: null });
  return entries;
}

// Where a path opens (spec 000 §2) is shared with the carousel's banners: lib/routing/popup-path.ts.
import type { OpenTarget } from "../../lib/routing/popup-path.ts";
export { popupNameOf, openTarget, type PopupName, type OpenTarget } from "../../lib/routing/popup-path.ts";

/**
 * What a click on a member-page link does (the account menu's entries, the header's Deposit): a modified or
 * non-primary click is the browser's (a new tab); with a game open, the member first confirms that the game
 * stops (spec 001 §2); a link to the page already shown is the browser's; any other opens where `target` says
 * (spec 000 §2: its own 1500×800 window on desktop).
 */
export type MemberLinkStep = "browser" | "confirmStop" | "follow";

export function memberLinkStep(click: {
  primary: boolean;
  modified: boolean;
  gameRunning: boolean;
  target: OpenTarget;
}): MemberLinkStep {
  if (!click.primary || click.modified) return "browser";
  if (click.gameRunning) return "confirmStop";
  return click.target.kind === "same" ? "browser" : "follow";
}

/** Arrow-key movement through `count` entries: the index to focus next, or null for a key that does not move. */
export function menuFocusIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowUp":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
