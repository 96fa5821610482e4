// Ships to server and browser. Names of browser storage items and cookies (spec 000 §3, spec 001 §3), written once.

export const STORAGE = {
  token: "token",
  memberId: "member_id",
  memberAccount: "member_account",
  currency: "currency",
  memberType: "member_type",
  agentType: "agent_type",
  lang: "lang",
  pwa: "pwa",
  windowMsg: "window-msg",
  waitingUrl: "waitingUrl",
  isPlay: "isPlay",
  /** When the promotion pop-up was last closed (spec 000 §3, §4); value written by features/popup. */
  popUpCloseTime: "popUpDiscountModalCloseTime",
  /** sessionStorage: the game /play shows (page open type; ours). */
  playUrl: "playUrl",
  /** The last maintenance window per provider (spec 000 §3 "kept in local storage"; name ours). */
  maintenance: "gameMaintenance",
  /** The home page's one-time prompts (spec 000 §2 screens), "1" once shown: our names. */
  appPromptShown: "appPromptShown",
  iosHintShown: "iosFavouriteHintShown",
  browserAlertShown: "browserAlertShown",
  /** sessionStorage: toasts a page's own navigation carries to the next page of the tab (a forced logout's warning). */
  carriedToasts: "lobby.carriedToasts",
} as const;

export const COOKIES = {
  localeRedirected: "i18n_redirected",
  siteCurrency: "ccy",
  lang: "lang",
  registerType: "register_type",
  memberAgent: "member_agent",
  recommendCode: "recommend_code",
  currency: "currency",
  agentDomainId: "agent_domain_id",
  isRouteRegister: "isRouteRegister",
  isFastDeposit: "isFastDeposit",
  /** The two ad-tracking cookies (spec 001 §3); names and content not shown, ours: see lib/storage/ad-tracking.ts. */
  adClickId: "_fbc",
  adBrowserId: "_fbp",
} as const;
