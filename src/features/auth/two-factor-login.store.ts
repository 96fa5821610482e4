// Browser. The second step of a login with two-factor on (login code 810, src/contract/security.ts): holds
// two-factor-login.machine's state, sends the code and completes the login like any other.
import { atom } from "nanostores";
import { LOGIN_TWO_FACTOR_EXPIRED, securityCalls, type TwoFactorLogin } from "../../contract/security.ts";
import { beginSubmit, machineSender } from "../../lib/load/index.ts";
import { callApi } from "../../lib/api/index.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { loginTwoFactorMessage, normalizeCode } from "../security/index.ts";
import { completeLogin } from "./complete-login.ts";
import { keepWithdrawOnly, protectionRefusal } from "../protection/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { device, messageOfError, platformRefusal } from "./context.ts";
import { initialState, transition, type State } from "./two-factor-login.machine.ts";

export const $twoFactorLogin = atom<State>(initialState);

const send = machineSender($twoFactorLogin, transition);

/** Login (or double validation) answered 810: the code modal opens. */
export function openTwoFactorLogin(pending: TwoFactorLogin): void {
  send({ type: "opened", memberLoginId: pending.member_login_id });
  openAccountModal({ kind: "twoFactor" });
}

export function inputTwoFactorLogin(code: string): void {
  send({ type: "input", code });
}

export async function submitTwoFactorLogin(): Promise<void> {
  const s = beginSubmit($twoFactorLogin, () => send({ type: "submit" }), "submitting");
  if (!s) return;
  try {
    const result = await callApi(securityCalls.loginTwoFactor, {
      member_login_id: s.memberLoginId,
      code: normalizeCode(s.code),
      ...device(),
    });
    send({ type: "done" });
    completeLogin(result);
  } catch (error) {
    const refusal = platformRefusal(error);
    if (refusal?.code === LOGIN_TWO_FACTOR_EXPIRED) {
      // The login ran out (10 minutes) or is unknown: back to the login form, which says why.
      send({ type: "done" });
      showToast("warning", { key: "security.2fa.err.login_expired" });
      openAccountModal({ kind: "login" });
      return;
    }
    const data = (error as { data?: unknown }).data;
    // A time-out or self-exclusion that began while the code was typed: its words and the withdraw-only page.
    if (refusal) keepWithdrawOnly(refusal.code, data);
    send({
      type: "failed",
      message: refusal
        ? (protectionRefusal(refusal.code, data, pageLocaleTag()) ??
          loginTwoFactorMessage(refusal.code, refusal.message, data))
        : messageOfError(error),
    });
  }
}
