// Browser (safe to import on the server). The session only: who is logged in (token, member), their balance
// and layout, whether the browser state has been read, and the actions every feature uses (login success,
// logout, balance refresh), with the session's own events (login, logout, layout loaded).
export {
  $session,
  $isLoggedIn,
  $member,
  $layout,
  $balance,
  $balanceLoading,
  $sessionReady,
  initSession,
  applyLogin,
  refreshToken,
  logout,
  refreshBalance,
  refreshLayout,
  readLayoutShared,
  setBalance,
  afterLogin,
  syncFromStorage,
  setLogoutNavigation,
  siteId,
  pageLanguage,
  demoSite,
  fetchableMember,
  type LogoutOptions,
} from "./session.store.ts";
export { onBalanceChange } from "./balance-watch.ts";
export { sessionEvents, type SessionEvents, type LogoutReason } from "./session-events.ts";
export { balanceDisplay, type Member, type Balance, type SessionState } from "./session.machine.ts";
