// Ships to server and browser. The member-centre and agent-centre menus (spec 001 §2), in the spec's order.

/** Member centre: group → pages (spec 001 §2). BindAccount is reached from account_info. */
export const MEMBER_MENU = [
  { group: "account_info", pages: ["Info", "BindAccount"] },
  { group: "my_wallet", pages: ["MyWallet"] },
  { group: "info_center", pages: ["Announcement", "Letter"] },
  { group: "fund_management", pages: ["Deposit", "Withdrawal"] },
  { group: "transaction_record", pages: ["Transaction", "DWRecord"] },
  { group: "recommend_award", pages: ["RecommendProject", "RecommendRecord", "RecommendMemberSearch"] },
] as const;
export type MemberPage = (typeof MEMBER_MENU)[number]["pages"][number];
export const MEMBER_PAGES: readonly MemberPage[] = MEMBER_MENU.flatMap((g) => g.pages);
export function isMemberPage(value: unknown): value is MemberPage {
  return typeof value === "string" && (MEMBER_PAGES as readonly string[]).includes(value);
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
