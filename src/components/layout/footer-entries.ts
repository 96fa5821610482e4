// Ships to server only. The footer entries of spec 000 §2, in the spec's order.
import type { IconName } from "../icon-names.ts";
import { SUPPORT_FALLBACK_PATH } from "./support-link.ts";

/** A link the platform gave, already checked and resolved (features/site-content/links.ts resolveLinks). */
export interface SiteLink {
  id: number;
  /** The text to show. */
  label: string;
  href: string;
  external: boolean;
  /** The customer-service entry: kept live by customer_service_link_change (spec 001 §7). */
  support: boolean;
  icon: string;
}

export interface FooterEntry {
  key: string;
  href: string;
  icon: IconName;
  /** Shown in the mobile tab bar (the rest sit in the compact mobile footer). */
  tab?: boolean;
  /** Only for a visitor: a signed-in member has no use for it (features/session/gate.ts). */
  visitorOnly?: boolean;
}

export const FOOTER_ENTRIES: readonly FooterEntry[] = [
  { key: "home", href: "/", icon: "home", tab: true },
  { key: "discount", href: "/discount", icon: "gift", tab: true },
  { key: "deposit", href: "/user/Deposit", icon: "deposit", tab: true },
  { key: "withdrawal", href: "/user/Withdrawal", icon: "withdraw" },
  { key: "wallet", href: "/user/MyWallet", icon: "wallet", tab: true },
  // In production /register marks isRouteRegister and returns home, where the sign-up modal opens (spec 000 §4).
  { key: "signUp", href: "/register", icon: "userPlus", visitorOnly: true },
  { key: "sponsor", href: "/sponsor", icon: "star" },
  { key: "letter", href: "/user/Letter", icon: "mail" },
  { key: "announcement", href: "/user/Announcement", icon: "megaphone" },
  // The platform's customer-service link replaces this once known (support-client.ts).
  { key: "customerService", href: SUPPORT_FALLBACK_PATH, icon: "headset", tab: true },
];

export const FOOTER_ARTICLES = [1, 2, 3, 4, 5, 6, 7, 17] as const;

/** The site's own extra help links after the articles (the app page, the agent programme). */
export const FOOTER_EXTRA_LINKS = [
  { href: "/app", key: "nav.app" },
  { href: "/proxy/Plan", key: "proxy.menu.Plan" },
  // Player protection's guide (features/protection SAFER_GAMBLING_PATH; layout code cannot import a feature).
  { href: "/safer-gambling", key: "footer.saferGambling" },
] as const;

/** Every place the footer's own lists link to, with the page's language prefix. */
export function ownFooterHrefs(localePrefix: string): Set<string> {
  return new Set([
    ...FOOTER_ENTRIES.map((e) => (e.href === "/" && localePrefix ? localePrefix : `${localePrefix}${e.href}`)),
    ...FOOTER_ARTICLES.map((id) => `${localePrefix}/faq/${id}`),
    ...FOOTER_EXTRA_LINKS.map((l) => `${localePrefix}${l.href}`),
  ]);
}

/**
 * The platform's footer links (spec 001 §7 /arks/web/footer, resolved with the page's prefix) less those to a
 * place the footer already links to: the platform adds to the footer; it does not list "About us" twice.
 */
export function platformFooterExtras<L extends { href: string }>(links: readonly L[], localePrefix: string): L[] {
  const own = ownFooterHrefs(localePrefix);
  return links.filter((l) => !own.has(l.href));
}

/** The attributes of a platform-given link (already checked and resolved): an external one opens in a new tab
 *  without opener; a support one carries the marker the support-window script looks for (support-link.ts). */
export function siteLinkAttrs(link: { href: string; external: boolean; support: boolean }): Record<string, string> {
  return {
    href: link.href,
    ...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
    ...(link.support ? { "data-support-link": "" } : {}),
  };
}
