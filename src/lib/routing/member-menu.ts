// Ships to server and browser. The member-centre and agent-centre menus (spec 001 §2), in the spec's order.

/** Member centre: group → pages (spec 001 §2). BindAccount is reached from account_info; Security is ours (account security). */
export const MEMBER_MENU = [
  { group: "account_info", pages: ["Info", "BindAccount", "Security"] },
  { group: "my_wallet", pages: ["MyWallet"] },
  { group: "info_center", pages: ["Announcement", "Letter"] },
  { group: "fund_management", pages: ["Deposit", "Withdrawal"] },
  { group: "transaction_record", pages: ["Transaction", "DWRecord"] },
  { group: "recommend_award", pages: ["RecommendProject", "RecommendRecord", "RecommendMemberSearch"] },
  // Player protection (OUR EXTENSION, src/contract/protection.ts): the tools overview first; each tool's
  // feature adds its page on a line of its own (limits, reality check, time-out, self-exclusion, security).
  {
    group: "responsible_gaming",
    pages: [
      "ResponsibleGaming",
      // the member's limits and the reality check (src/contract/limits.ts)
      "Limits",
      "TimeOut",
      "SelfExclusion",
    ],
  },
] as const;
export type MemberPage = (typeof MEMBER_MENU)[number]["pages"][number];
export const MEMBER_PAGES: readonly MemberPage[] = MEMBER_MENU.flatMap((g) => g.pages);
export function isMemberPage(value: unknown): value is MemberPage {
  return typeof value === "string" && (MEMBER_PAGES as readonly string[]).includes(value);
}

/**
 * Older or shortened names of member pages that links in the wild use (operator models, letters, bookmarks):
 * `/user?page=Recommend` means the recommend programme's page, not account info.
 */
const MEMBER_PAGE_ALIASES: Readonly<Record<string, MemberPage>> = {
  recommend: "RecommendProject",
  recommendaward: "RecommendProject",
  recommend_award: "RecommendProject",
  recommendmembersearch: "RecommendMemberSearch",
  wallet: "MyWallet",
  letters: "Letter",
  announcements: "Announcement",
};

/** The member page a `?page=` value asks for (spec 001 §2): the page itself, in any case, or its alias; else Info. */
export function memberPageFor(requested: string | null | undefined): MemberPage {
  if (isMemberPage(requested)) return requested;
  const key = (requested ?? "").trim().toLowerCase();
  if (key === "") return "Info";
  const named = MEMBER_PAGES.find((p) => p.toLowerCase() === key);
  if (named) return named;
  return Object.hasOwn(MEMBER_PAGE_ALIASES, key) ? (MEMBER_PAGE_ALIASES[key] as MemberPage) : "Info";
}

/** Agent centre (spec 001 §2): Plan, Agreement, Register, ProxyCenter with its six pages. */
export const PROXY_PAGES = ["Plan", "Agreement", "Register", "ProxyCenter"] as const;
export type ProxyPage = (typeof PROXY_PAGES)[number];
export const PROXY_CENTER_PAGES = [
  "DownlineInfo",
  "Promotion",
  "OperationTable",
  "StratifiedTable",
  "Transfer",
  "PerformanceSettlement",
] as const;
export type ProxyCenterPage = (typeof PROXY_CENTER_PAGES)[number];
export function isProxyPage(value: unknown): value is ProxyPage {
  return typeof value === "string" && (PROXY_PAGES as readonly string[]).includes(value);
}
export function isProxyCenterPage(value: unknown): value is ProxyCenterPage {
  return typeof value === "string" && (PROXY_CENTER_PAGES as readonly string[]).includes(value);
}

/**
 * The member page an address asks for (spec 001 §2): /user/{page} names it exactly (any other name is not
 * found: null), /user?page=… loosely (memberPageFor).
 */
export function memberPageAt(path: string | undefined, requested: string | null): MemberPage | null {
  if (!path) return memberPageFor(requested);
  return isMemberPage(path) ? path : null;
}

/** An agent-centre page: one of the menu's, or one of the centre's own (spec 001 §2). */
export type ProxyRoute = ProxyPage | `ProxyCenter/${ProxyCenterPage}`;

/**
 * The agent page an address asks for (spec 000 §2, spec 001 §2): /proxy?page=… (the plan when it names no
 * page), /proxy/{page} and /proxy/ProxyCenter/{page}; any other name is not found (null).
 */
export function proxyPageAt(path: string | undefined, requested: string | null): ProxyRoute | null {
  if (!path) return isProxyPage(requested) ? requested : "Plan";
  if (isProxyPage(path)) return path;
  const [head, sub, ...rest] = path.split("/");
  return head === "ProxyCenter" && rest.length === 0 && isProxyCenterPage(sub) ? `ProxyCenter/${sub}` : null;
}
