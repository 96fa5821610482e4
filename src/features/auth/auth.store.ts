// Browser. The account flows' effects (spec 001 §4, §8): login, double validation, transfer validation,
// forced password change, logout with its game check, query-string / enc / popup / native logins, demo mode.
// Islands useStore the atoms here and call these actions; the rules live in login.machine.ts.
import { atom } from "nanostores";
import { authCalls, DoubleValidationQuestionSchema, type LoginResult } from "../../contract/auth.ts";
import { memberCalls } from "../../contract/member.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { setRealtimeNotifier, startRealtime } from "../../lib/realtime/connector.ts";
import { CAPTCHA_TYPE, DESKTOP_MIN_WIDTH, isCurrency, type Currency } from "../../lib/config/constants.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { currentDeviceFacts, deviceInfo, detectAppPlatform } from "../../lib/device/detect.ts";
import { $accountModal, closeAccountModal, openAccountModal } from "../../lib/session/account-modal.ts";
import { createCaptcha } from "../../lib/session/captcha.store.ts";
import {
  $session,
  applyLogin,
  initSession,
  logout,
  onLayoutLoaded,
  refreshBalance,
  refreshLayout,
  refreshToken,
  setBalance,
  setLogoutNavigation,
  siteId,
} from "../../lib/session/session.store.ts";
import { closeWindow } from "../../lib/session/windows.ts";
import { parseSameOriginPath } from "../../lib/routing/same-origin.ts";
import { readItem, removeItem, writeItem } from "../../lib/storage/index.ts";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { carryToastsAcrossNavigation, showToast } from "../../components/ui/toast.store.ts";
import { focusTargetAfter } from "../../components/ui/focus-request.ts";
import { requestFocus } from "../../components/ui/focus.store.ts";
import {
  changePasswordOutcome,
  doubleValidationNotice,
  entryLoginDecision,
  loginOutcome,
  parseInfoData,
  parsePopupMessage,
  parseQueryLogin,
  QUERY_LOGIN_KEYS,
  skipNotice,
  transferResetOutcome,
  transferVerifyNotice,
  type Notice,
  type PasswordField,
  type QueryLogin,
} from "./login.machine.ts";

export type FormState = { status: "idle" } | { status: "submitting" } | { status: "error"; notice: Notice };
const IDLE: FormState = { status: "idle" };

export const $loginForm = atom<FormState>(IDLE);
export const $doubleValidationForm = atom<FormState>(IDLE);
export const $transferForm = atom<FormState & { step?: "verify" | "reset"; token?: string }>({
  status: "idle",
  step: "verify",
});
/** The password change; a refusal the member can fix names its field (old, new or confirmation). */
export type PasswordFormState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "done" }
  | { status: "error"; notice: Notice; field: PasswordField | null };
export const $passwordForm = atom<PasswordFormState>({ status: "idle" });

export const loginCaptcha = createCaptcha(CAPTCHA_TYPE.login);
export const doubleValidationCaptcha = createCaptcha(CAPTCHA_TYPE.login);

function bootSafe() {
  try {
    return readBoot();
  } catch {
    return null;
  }
}

function isDemo(): boolean {
  return bootSafe()?.config.isDemo === true;
}

function prefix(): string {
  return bootSafe()?.localePrefix ?? "";
}

function device() {
  return deviceInfo(currentDeviceFacts(readItem(STORAGE.pwa) === "1"));
}

function noticeOf(error: unknown): Notice {
  if (isApiError(error))
    return error.kind === "platform" && error.message ? { text: error.message } : { key: error.messageKey };
  return { key: "api.error.unhandled" };
}

export function toastNotice(level: "error" | "warning" | "success" | "info", n: Notice): void {
  showToast(level, "text" in n ? { text: n.text } : n.params ? { key: n.key, params: n.params } : { key: n.key });
}

/** After any login: close the modal, reopen a waiting route, tell the native app (spec 001 §4). */
function completeLogin(result: LoginResult): void {
  applyLogin(
    result.token,
    result.member_id,
    result.member_account,
    result.member_currency,
    result.member_type,
    result.agent_type,
  );
  closeAccountModal();
  // The "Log in" button that opened the modal is gone: focus goes to the account element (keyboard users).
  requestFocus(focusTargetAfter("login"));
  $loginForm.set(IDLE);
  showToast("success", { key: "auth.login.success" });
  notifyNative(result.token);
  const waiting = readItem(STORAGE.waitingUrl);
  if (waiting !== null) {
    removeItem(STORAGE.waitingUrl);
    // issue 7, security: only a path of this site ("/\evil.com" passed the old startsWith check).
    const path = parseSameOriginPath(waiting);
    if (path) window.location.assign(path);
  }
}

/** Native app bridges are told about a token login (spec 001 §4 isSetTokenLogin). */
export function notifyNative(token: string): void {
  const w = window as unknown as {
    webkit?: { messageHandlers?: Record<string, { postMessage?: (m: unknown) => void } | undefined> };
    Android?: { isSetTokenLogin?: (t: string) => void };
  };
  try {
    w.webkit?.messageHandlers?.["isSetTokenLogin"]?.postMessage?.({ token });
    w.Android?.isSetTokenLogin?.(token);
  } catch {
    // not in an app
  }
}

/** Logs in with account, password and captcha answer (spec 001 §4, §8). */
export async function submitLogin(input: { account: string; password: string; answer: string }): Promise<void> {
  if ($loginForm.get().status === "submitting") return;
  $loginForm.set({ status: "submitting" });
  if ($session.get().status === "member") await logout({ reason: "relogin" });
  if (isDemo()) {
    // spec 001 §5: demo mode fakes login.
    const currency = bootSafe()?.currency ?? "INR";
    applyLogin(`demo-${Date.now()}-token`, 1, input.account, currency, 1, 0);
    setBalance(0, 0);
    closeAccountModal();
    $loginForm.set(IDLE);
    return;
  }
  const token = loginCaptcha.token();
  try {
    const { header } = await callApi(authCalls.loginHeader, {});
    const result = await callApi(
      authCalls.login,
      {
        account: input.account.trim(),
        password: input.password,
        site_id: siteId(),
        answer: input.answer.trim(),
        captcha_token: token ?? "",
        ...device(),
      },
      { headers: header },
    );
    loginCaptcha.reset();
    completeLogin(result);
  } catch (error) {
    loginCaptcha.reset();
    if (!isApiError(error) || error.kind !== "platform") {
      $loginForm.set({ status: "error", notice: noticeOf(error) });
      void loginCaptcha.load();
      return;
    }
    const outcome = loginOutcome(error.code, error.message);
    if (outcome.type === "doubleValidation") {
      const q = DoubleValidationQuestionSchema.safeParse(error.data);
      $loginForm.set(IDLE);
      if (!q.success) {
        $loginForm.set({ status: "error", notice: { key: "different_device" } });
        void loginCaptcha.load();
        return;
      }
      showToast("warning", { key: "different_device" });
      doubleValidationCaptcha.reset();
      openAccountModal({
        kind: "doubleValidation",
        memberLoginId: q.data.member_login_id,
        question: q.data.question,
        available: q.data.available_questions_count,
      });
      return;
    }
    if (outcome.type === "transferValidation") {
      $loginForm.set(IDLE);
      if (isDemo()) return; // spec 001 §5: demo mode blocks transfer validation
      const data = error.data as { member_account?: unknown } | undefined;
      const account = typeof data?.member_account === "string" ? data.member_account : input.account.trim();
      $transferForm.set({ status: "idle", step: "verify" });
      openAccountModal({ kind: "transferValidation", account });
      return;
    }
    $loginForm.set({ status: "error", notice: outcome.notice });
    if (outcome.captchaWait) loginCaptcha.reloadAfterWait();
    else void loginCaptcha.load();
  }
}

/** Answers the double-validation question (spec 001 §4, §8). Resolves false on failure (the island clears its fields). */
export async function submitDoubleValidation(input: { answer: string; captcha: string }): Promise<boolean> {
  const modal = $accountModal.get();
  if (modal?.kind !== "doubleValidation" || $doubleValidationForm.get().status === "submitting") return false;
  $doubleValidationForm.set({ status: "submitting" });
  try {
    const result = await callApi(authCalls.doubleValidation, {
      member_login_id: String(modal.memberLoginId),
      answer: input.answer.trim(),
      captcha_answer: input.captcha.trim(),
      captcha_token: doubleValidationCaptcha.token() ?? "",
      ...device(),
    });
    doubleValidationCaptcha.reset();
    $doubleValidationForm.set(IDLE);
    completeLogin(result);
    return true;
  } catch (error) {
    const notice =
      isApiError(error) && error.kind === "platform"
        ? doubleValidationNotice(error.code, error.message)
        : noticeOf(error);
    $doubleValidationForm.set({ status: "error", notice });
    doubleValidationCaptcha.reset();
    void doubleValidationCaptcha.load();
    return false;
  }
}

/** Asks for another question (spec 001 §4: 3 available to begin with). */
export async function skipQuestion(): Promise<void> {
  const modal = $accountModal.get();
  if (modal?.kind !== "doubleValidation" || modal.available <= 0) return;
  try {
    const q = await callApi(authCalls.doubleValidationSkip, { member_login_id: String(modal.memberLoginId) });
    openAccountModal({
      kind: "doubleValidation",
      memberLoginId: q.member_login_id,
      question: q.question,
      available: q.available_questions_count,
    });
    $doubleValidationForm.set(IDLE);
  } catch (error) {
    const notice =
      isApiError(error) && error.kind === "platform" ? skipNotice(error.code, error.message) : noticeOf(error);
    $doubleValidationForm.set({ status: "error", notice });
  }
}

/** Transfer validation, step 1: verify identity (spec 001 §4, §5, §8). */
export async function verifyTransfer(input: {
  account: string;
  withdrawPassword: string;
  via: "email" | "phone";
  email: string;
  phone: string;
}): Promise<boolean> {
  if (isDemo()) return false;
  $transferForm.set({ status: "submitting", step: "verify" });
  try {
    const res = await callApi(authCalls.transferVerify, {
      account: input.account,
      withdraw_password: input.withdrawPassword,
      ...(input.via === "email" ? { member_email: input.email.trim() } : { member_phone: input.phone.trim() }),
    });
    $transferForm.set({ status: "idle", step: "reset", token: res.token });
    return true;
  } catch (error) {
    const notice =
      isApiError(error) && error.kind === "platform"
        ? transferVerifyNotice(error.code, error.message)
        : noticeOf(error);
    $transferForm.set({ status: "error", step: "verify", notice });
    return false;
  }
}

/** Transfer validation, step 2: the new password; then back to the login modal. */
export async function resetTransferPassword(input: { account: string; password: string }): Promise<void> {
  const current = $transferForm.get();
  if (!current.token) return;
  const token = current.token;
  $transferForm.set({ status: "submitting", step: "reset", token });
  try {
    await callApi(authCalls.transferReset, { account: input.account, password: input.password, token });
    $transferForm.set({ status: "idle", step: "verify" });
    showToast("success", { key: "auth.transfer.done" });
    openAccountModal({ kind: "login" });
  } catch (error) {
    if (isApiError(error) && error.kind === "platform") {
      const out = transferResetOutcome(error.code, error.message);
      $transferForm.set(
        out.reverify
          ? { status: "error", step: "verify", notice: out.notice }
          : { status: "error", step: "reset", token, notice: out.notice },
      );
    } else $transferForm.set({ status: "error", step: "reset", token, notice: noticeOf(error) });
  }
}

/** Changes the password (forced on first login, or from /user/Info). */
export async function changePassword(input: { old: string; password: string; confirm: string }): Promise<boolean> {
  $passwordForm.set({ status: "submitting" });
  try {
    await callApi(memberCalls.editPassword, {
      old_password: input.old,
      password: input.password,
      password_confirmation: input.confirm,
    });
    $passwordForm.set({ status: "done" });
    showToast("success", { key: "auth.password.changed" });
    if ($accountModal.get()?.kind === "forcePassword") closeAccountModal();
    void refreshLayout();
    return true;
  } catch (error) {
    $passwordForm.set({
      status: "error",
      ...(isApiError(error) && error.kind === "platform"
        ? changePasswordOutcome(error.code, error.message)
        : { notice: noticeOf(error), field: null }),
    });
    return false;
  }
}

export function resetPasswordForm(): void {
  $passwordForm.set({ status: "idle" });
}

function isPlaying(): boolean {
  try {
    return sessionStorage.getItem(STORAGE.isPlay) === "true" || readItem(STORAGE.isPlay) === "true";
  } catch {
    return readItem(STORAGE.isPlay) === "true";
  }
}

/** Logout asked by the member: confirmed while a game is open (spec 001 §4). */
export async function requestLogout(): Promise<void> {
  if (isPlaying()) {
    const ok = await confirmDialog({
      titleKey: "auth.logout.title",
      messageKey: "auth.logout.playing",
      confirmKey: "auth.logout.confirm",
    });
    if (!ok) return;
    closeWindow("game");
  }
  // The logout button disappears and the page goes to / (spec 001 §4): focus lands on "Log in" there.
  requestFocus(focusTargetAfter("logout"), { acrossNavigation: true });
  await logout({ reason: "user" });
  showToast("success", { key: "auth.logout.done" });
}

function stripQuery(keys: readonly string[]): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const k of keys) {
    if (url.searchParams.has(k)) {
      url.searchParams.delete(k);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

function loginFromQuery(l: QueryLogin): void {
  applyLogin(l.token, l.memberId, l.account, l.currency, l.memberType);
  notifyNative(l.token);
}

/**
 * A login carried by a link (query string or enc): logs in, takes the same member's new token quietly, or —
 * when another member is logged in here — asks before switching (entryLoginDecision; issue 7, login CSRF).
 * Keeping the session is the default: Escape and the close button keep it too.
 */
async function entryLogin(l: QueryLogin): Promise<void> {
  const s = $session.get();
  const decision = entryLoginDecision(s.status === "member" ? s.member : null, l);
  switch (decision.type) {
    case "keep":
      return;
    case "refresh":
      refreshToken(l.token);
      notifyNative(l.token);
      return;
    case "login":
      loginFromQuery(l);
      return;
    case "ask": {
      const switchAccount = await confirmDialog({
        titleKey: "auth.switch.title",
        messageKey: "auth.switch.message",
        messageParams: { current: decision.current, incoming: decision.incoming },
        cancelKey: "auth.switch.keep",
        confirmKey: "auth.switch.switch",
      });
      if (!switchAccount) return;
      await logout({ reason: "relogin" });
      loginFromQuery(l);
      showToast("success", { key: "auth.login.success" });
    }
  }
}

/** Runs once per page: query-string login, the enc app entry, the pwa flag (spec 001 §4, §6). */
export async function runEntryFlows(): Promise<void> {
  const flags = parseQueryLogin(window.location.search);
  if (flags.pwa) writeItem(STORAGE.pwa, "1");
  if (flags.header === false) document.documentElement.dataset["noHeader"] = "";
  if (flags.footer === false) document.documentElement.dataset["noFooter"] = "";
  if (flags.login) {
    // The token leaves the address bar at once, whatever the member answers.
    stripQuery(QUERY_LOGIN_KEYS);
    await entryLogin(flags.login);
  }
  if (flags.enc) {
    let login: QueryLogin | null = null;
    try {
      login = parseInfoData(await callApi(memberCalls.getInfoData, { enc: flags.enc }));
    } catch {
      // spec 001 §4: on failure the URL is reset to / as well
    }
    window.history.replaceState(null, "", `${prefix()}/`);
    if (login) await entryLogin(login);
  }
}

/** Listens to the /authCallback popup (authLogin, authLoginClose, quickGame); other origins are ignored. */
export function listenPopupMessages(): () => void {
  const onMessage = (e: MessageEvent) => {
    const m = parsePopupMessage(e.origin, window.location.origin, e.data);
    if (!m) return;
    if (m.type === "authLogin") {
      loginFromQuery(m.login);
      closeAccountModal();
      closeWindow("auth");
    } else if (m.type === "authLoginClose") {
      if (m.code !== null) showToast("error", m.message ? { text: m.message } : { key: "auth.third_party_failed" });
      closeWindow("auth");
    } else {
      closeWindow(m.window === "fp" ? "fastPayment" : m.window);
      if (m.window === "game") removeItem(STORAGE.isPlay);
    }
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}

/** spec 001 §6: first_login_to_change_password 1 forces a change — modal on desktop, the Info page on mobile. */
function installForcedPasswordCheck(): void {
  onLayoutLoaded((layout) => {
    if (layout.first_login_to_change_password !== 1) return;
    if (window.innerWidth >= DESKTOP_MIN_WIDTH) {
      openAccountModal({ kind: "forcePassword" });
      return;
    }
    const target = `${prefix()}/user/Info`;
    if (window.location.pathname !== target) window.location.assign(target);
  });
}

let started = false;
/** Starts the account flows of this page once: session, navigation after logout, entry flows, popup messages. */
export function startAuth(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  initSession();
  setRealtimeNotifier((level, key) => showToast(level, { key }));
  setLogoutNavigation(() => {
    // spec 001 §4: go to / except inside the iOS app.
    if (detectAppPlatform(window) === "ios") return;
    carryToastsAcrossNavigation(); // a forced logout's warning is read on the home page
    window.location.assign(`${prefix()}/`);
  });
  installForcedPasswordCheck();
  listenPopupMessages();
  void runEntryFlows();
  startRealtime();
}

/** The header's refresh button (loaded through account-loader.ts). */
export function refreshMemberBalance(): Promise<void> {
  return refreshBalance();
}

export function currencyOr(value: string | undefined, fallback: Currency): Currency {
  return isCurrency(value) ? value : fallback;
}
