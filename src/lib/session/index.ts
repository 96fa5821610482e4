// Browser (safe to import on the server). The session: who is logged in, their balance and flags, and the
// actions every feature uses (login success, logout, balance refresh), plus the account-modal atom.
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
  setBalance,
  afterLogin,
  syncFromStorage,
  onLayoutLoaded,
  setLogoutNavigation,
  siteId,
  pageLanguage,
  demoSite,
  fetchableMember,
  type LogoutOptions,
} from "./session.store.ts";
export {
  onSessionEvent,
  emitSessionEvent,
  $sessionEvent,
  type SessionEventMessage,
  type LogoutReason,
} from "./events.ts";
export { memberMoney } from "./member-money.ts";
export { balanceDisplay, type Member, type Balance, type SessionState } from "./session.machine.ts";
export { createCaptcha, type CaptchaStore } from "./captcha.store.ts";
export { canFetchCaptcha, type CaptchaState } from "./captcha.machine.ts";
export {
  rememberWindow,
  openedWindow,
  closeWindow,
  closeOpenedWindows,
  followPath,
  type WindowName,
} from "./windows.ts";
export { $accountModal, openAccountModal, closeAccountModal, type AccountModal } from "./account-modal.ts";
