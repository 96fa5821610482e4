// Browser. The forgot-password store (spec 001 §4): verify identity with /arks/web/vx/verify, then set a new
// password with /arks/web/vx/reset; the rules and the 300 s SMS lock live in forgot.machine.ts.
import { atom } from "nanostores";
import { authCalls } from "../../contract/auth.ts";
import { toast } from "../../components/ui/index.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { initSession } from "../../lib/session/index.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import {
  emptyForgot,
  forgotTransition,
  type ForgotEvent,
  type ForgotState,
  type ForgotValues,
} from "./forgot.machine.ts";

/** The SMS lock outlives a reload of the page (our key, not the spec's): a reload must not reopen the SMS. */
const LOCK_KEY = "lobby.forgotSmsLockUntil";

function readLock(): number {
  try {
    const v = Number(localStorage.getItem(LOCK_KEY));
    return Number.isFinite(v) && v > Date.now() ? v : 0;
  } catch {
    return 0;
  }
}

function writeLock(until: number): void {
  try {
    if (until > Date.now()) localStorage.setItem(LOCK_KEY, String(until));
    else localStorage.removeItem(LOCK_KEY);
  } catch {
    // storage blocked: the lock lasts while the page lives
  }
}

export const $forgot = atom<ForgotState>(emptyForgot(typeof window === "undefined" ? 0 : readLock()));

const send = (e: ForgotEvent) => {
  const before = $forgot.get();
  const after = forgotTransition(before, e);
  $forgot.set(after);
  const lockOf = (s: ForgotState) => ("phoneLockUntil" in s ? s.phoneLockUntil : 0);
  if (lockOf(after) !== lockOf(before)) writeLock(lockOf(after));
};

function isDemo(): boolean {
  try {
    return readBoot().config.isDemo;
  } catch {
    return false;
  }
}

/** Opens the flow fresh (the SMS lock carries over, across reloads too). */
export function startForgot(): void {
  initSession();
  // spec 001 §5: demo mode blocks transfer validation, which this flow is built on.
  if (isDemo()) return $forgot.set({ step: "demo" });
  send({ type: "restart" });
}

export function setForgotValue(key: keyof ForgotValues, value: string): void {
  send({ type: "input", key, value });
}

function failureOf(e: unknown): { code: number; message: string; platform: boolean } {
  const platform = isApiError(e) && e.kind === "platform";
  return { code: platform ? e.code : 0, message: isApiError(e) ? e.message : "", platform };
}

export async function submitForgotVerify(): Promise<void> {
  send({ type: "verifyRequested", now: Date.now() });
  const s = $forgot.get();
  if (s.step !== "verify" || !s.pending) return;
  const v = s.values;
  try {
    const res = await callApi(authCalls.forgotVerify, {
      account: v.account.trim(),
      withdraw_password: v.withdrawPassword,
      sms_code: v.sms.trim(),
      ...(v.method === "email" ? { member_email: v.email.trim() } : { member_phone: v.phone.trim() }),
    });
    send({ type: "verified", token: res.token });
  } catch (e) {
    send({ type: "verifyFailed", ...failureOf(e), now: Date.now() });
  }
}

export async function submitForgotReset(): Promise<void> {
  send({ type: "resetRequested" });
  const s = $forgot.get();
  if (s.step !== "reset" || !s.pending) return;
  try {
    await callApi(authCalls.forgotReset, {
      account: s.values.account.trim(),
      password: s.values.password,
      token: s.token,
    });
    send({ type: "resetDone" });
    toast.success({ key: "forgot.done" });
  } catch (e) {
    send({ type: "resetFailed", ...failureOf(e) });
  }
}

/** After the new password is set: the login modal. */
export function forgotToLogin(): void {
  openAccountModal({ kind: "login" });
}
