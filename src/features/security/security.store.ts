// Browser. /user/Security's store: the two-factor status and its dialogs (security.machine), the member's active
// sessions with "log out there" and "log out everywhere else", and the login history by pages.
import { atom } from "nanostores";
import {
  LOGIN_HISTORY_PAGE_SIZE,
  type ActiveSession,
  type LoginHistory,
  type TwoFactorStatus,
} from "../../contract/security.ts";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { isApiError } from "../../lib/api/index.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { LOADING, errorMessage, runLoad, type Load, machineSender } from "../../lib/load/index.ts";
import { callApi, securityCalls } from "./api.ts";
import { normalizeCode, sessionMessage, twoFactorMessage } from "./codes.ts";
import { sending, transition, type Dialog } from "./security.machine.ts";

export const $twoFactor = atom<Load<TwoFactorStatus>>(LOADING);
export const $dialog = atom<Dialog | null>(null);
export const $sessions = atom<Load<ActiveSession[]>>(LOADING);
/** A refused "log out there", shown above the list. */
export const $sessionsError = atom<Message | null>(null);
export const $history = atom<Load<LoginHistory>>(LOADING);

const send = machineSender($dialog, transition);

function refusal(error: unknown): Message {
  if (isApiError(error) && error.kind === "platform")
    return twoFactorMessage(error.code, error.data) ?? errorMessage(error);
  return errorMessage(error);
}

export async function loadTwoFactor(): Promise<void> {
  await runLoad($twoFactor, (signal) => callApi(securityCalls.securityStatus, {}, { signal }));
}

export async function loadSessions(): Promise<void> {
  await runLoad($sessions, async (signal) => (await callApi(securityCalls.sessions, {}, { signal })).list);
}

export async function loadHistory(page = 1): Promise<void> {
  await runLoad($history, (signal) =>
    callApi(securityCalls.loginHistory, { page, page_size: LOGIN_HISTORY_PAGE_SIZE }, { signal }),
  );
}

/** The page appeared (useMemberStart): everything is read once. */
export function startSecurity(): void {
  void loadTwoFactor();
  void loadSessions();
  void loadHistory(1);
}

/** Starts a set-up: the dialog opens at once and shows the QR code when the secret comes. */
export async function openSetup(): Promise<void> {
  send({ type: "openSetup" });
  try {
    const setup = await callApi(securityCalls.twoFactorSetup, {});
    send({ type: "setupLoaded", setup });
  } catch (error) {
    send({ type: "close" });
    showToast("error", refusal(error));
  }
}

export function openDisable(): void {
  send({ type: "openDisable" });
}

export function openRegenerate(): void {
  send({ type: "openRegenerate" });
}

export function inputCode(code: string): void {
  send({ type: "input", code });
}

export function closeDialog(): void {
  const shown = $dialog.get();
  send({ type: "close" });
  if (shown?.kind === "recovery") void loadTwoFactor();
}

/** Sends the dialog's code: a first code turns it on (then the recovery codes), a current one turns it off. */
export async function submitCode(): Promise<void> {
  send({ type: "submit" });
  const d = $dialog.get();
  if (!sending(d)) return;
  const code = normalizeCode(d.code);
  try {
    if (d.kind === "setup") {
      const { recovery_codes } = await callApi(securityCalls.twoFactorEnable, { code });
      send({ type: "enabled", codes: recovery_codes });
      showToast("success", { key: "security.2fa.turned_on" });
    } else if (d.kind === "regenerate") {
      const { recovery_codes } = await callApi(securityCalls.twoFactorRecoveryCodes, { code });
      send({ type: "enabled", codes: recovery_codes });
      showToast("success", { key: "security.2fa.regenerate.done" });
    } else {
      await callApi(securityCalls.twoFactorDisable, { code });
      send({ type: "close" });
      showToast("success", { key: "security.2fa.turned_off" });
      await loadTwoFactor();
    }
  } catch (error) {
    send({ type: "refused", message: refusal(error) });
  }
}

/** "Log out there": that session ends (its page is told at once, session.ended). */
export async function endSession(sessionId: string): Promise<void> {
  $sessionsError.set(null);
  try {
    await callApi(securityCalls.sessionRevoke, { session_id: sessionId });
    showToast("success", { key: "security.sessions.ended_one" });
  } catch (error) {
    $sessionsError.set(
      isApiError(error) && error.kind === "platform" ? sessionMessage(error.code, error.message) : errorMessage(error),
    );
  }
  await loadSessions();
}

/** "Log out everywhere else", after a confirmation. */
export async function endOtherSessions(): Promise<void> {
  const ok = await confirmDialog({
    titleKey: "security.sessions.others_confirm_title",
    messageKey: "security.sessions.others_confirm",
    confirmKey: "security.sessions.others",
  });
  if (!ok) return;
  $sessionsError.set(null);
  try {
    const { revoked } = await callApi(securityCalls.sessionRevokeOthers, {});
    showToast("success", { key: "security.sessions.ended_others", params: { count: revoked } });
  } catch (error) {
    $sessionsError.set(errorMessage(error));
  }
  await loadSessions();
}

export function historyPage(page: number): void {
  if (page >= 1) void loadHistory(page);
}
