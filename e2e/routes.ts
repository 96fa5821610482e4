// The routes of spec 000 §2 and spec 001 §2 that answer a page, shared by e2e/a11y.spec.ts (status, title, language
// and axe on every one of them, in one walk) and e2e/faults.spec.ts (they answer with the platform down).

/** Every page route, with the query strings that select a page variant. */
export const PAGES: readonly string[] = [
  "/",
  "/app",
  "/discount",
  "/discount/welcome",
  "/faq",
  "/faq/1",
  "/faq/2",
  "/faq/3",
  "/faq/4",
  "/faq/5",
  "/faq/6",
  "/faq/7",
  "/faq/8",
  "/faq/17",
  "/gameHall/2",
  "/gameHall/3",
  "/gameHall/4",
  "/gameHall/5",
  "/gameHall/6",
  "/gameHall/9",
  "/slotgame?gt_id=2&gp_id=GPLL&house=0",
  "/slotgame?gt_id=2&gp_id=GPR8&house=0",
  "/sponsor",
  "/loading",
  "/user",
  "/user?page=Deposit",
  ...[
    "Info",
    "BindAccount",
    "Security",
    "Deposit",
    "MyWallet",
    "Announcement",
    "Letter",
    "Withdrawal",
    "Transaction",
    "DWRecord",
    "RecommendProject",
    "RecommendRecord",
    "RecommendMemberSearch",
    "ResponsibleGaming",
    "Limits",
    "TimeOut",
    "SelfExclusion",
  ].map((p) => `/user/${p}`),
  "/proxy",
  "/proxy?page=Register",
  ...["Plan", "Agreement", "Register", "ProxyCenter"].map((p) => `/proxy/${p}`),
  ...["DownlineInfo", "Promotion", "OperationTable", "StratifiedTable", "Transfer", "PerformanceSettlement"].map(
    (p) => `/proxy/ProxyCenter/${p}`,
  ),
  "/fastPayment",
  "/safer-gambling",
  "/withdraw-only",
];

/** The address of a route in a routed locale (prefix "" for en_US, "/hi_IN" …; "/" becomes "/hi_IN/"). */
export function routeUrl(route: string, prefix: string): string {
  const url = new URL(route, "http://x");
  return prefix + (url.pathname === "/" && prefix ? "/" : url.pathname) + url.search;
}
