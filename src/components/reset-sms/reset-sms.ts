// Browser (the rule is pure). The password reset's SMS code (our extension, contract RESET_SMS): transfer validation
// (code 802) and the forgotten-password form both ask /arks/web/forgot/sms to send a code to the phone the account
// has on file, and send it back as sms_code. The resend lock (spec 001 §4, §9: the forgot-password SMS lock,
// 300 s) is kept per account, as the platform keeps it.
import { atom } from "nanostores";
import { authCalls } from "../../contract/auth.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { showToast } from "../ui/toast.store.ts";
import type { Message } from "../../lib/i18n/message.ts";

export { validateResetSmsCode } from "./reset-sms-rule.ts";

export interface ResetSmsState {
  /** Resend locks per account (lowercase) → ms since epoch. */
  locks: Record<string, number>;
  sending: boolean;
  error: Message | null;
}

export const $resetSms = atom<ResetSmsState>({ locks: {}, sending: false, error: null });

const keyOf = (account: string) => account.trim().toLowerCase();

/** When the SMS for this account may be sent again (0: now). */
export function resetSmsLockedUntil(s: ResetSmsState, account: string, now: number): number {
  const until = s.locks[keyOf(account)] ?? 0;
  return until > now ? until : 0;
}

function lock(account: string, seconds: number): void {
  const s = $resetSms.get();
  $resetSms.set({ ...s, locks: { ...s.locks, [keyOf(account)]: Date.now() + seconds * 1000 } });
}

/** Sends the code for `account`; an empty account is refused here. */
export async function sendResetSms(account: string): Promise<void> {
  const s = $resetSms.get();
  if (s.sending) return;
  if (account.trim() === "") return $resetSms.set({ ...s, error: { key: "auth.err.account_required" } });
  if (resetSmsLockedUntil(s, account, Date.now())) return;
  $resetSms.set({ ...s, sending: true, error: null });
  try {
    const res = await callApi(authCalls.resetSms, { account: account.trim() });
    $resetSms.set({ ...$resetSms.get(), sending: false });
    lock(account, res.lock_seconds);
    showToast("success", { key: "auth.sms.sent" });
  } catch (e) {
    $resetSms.set({ ...$resetSms.get(), sending: false });
    const data = isApiError(e) ? (e.data as { lock_seconds?: unknown } | undefined) : undefined;
    if (isApiError(e) && e.kind === "platform" && e.code === 102 && typeof data?.lock_seconds === "number") {
      // spec 001 §8 SMS 102: the countdown still starts.
      lock(account, data.lock_seconds);
      $resetSms.set({ ...$resetSms.get(), error: { key: "register.sms.rateLimited" } });
    } else {
      $resetSms.set({
        ...$resetSms.get(),
        error: isApiError(e) ? { key: e.messageKey } : { key: "register.err.network" },
      });
    }
  }
}

/** The countdown for `account` ended: the button comes back, and the error with it goes. */
export function resetSmsCountdownEnded(account: string): void {
  const s = $resetSms.get();
  const { [keyOf(account)]: _ended, ...locks } = s.locks;
  $resetSms.set({ ...s, locks, error: null });
}
