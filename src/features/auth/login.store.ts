// Browser. The login form's store (spec 001 §4, §8): holds login.machine's state, sends the call with the
// captcha token and the device facts, and answers with events; codes 107 and 802 open double or transfer
// validation. Demo mode fakes the login (spec 001 §5).
import { machineSender } from "../../lib/load/index.ts";
import { atom } from "nanostores";
import { authCalls, DoubleValidationQuestionSchema } from "../../contract/auth.ts";
import { callApi } from "../../lib/api/index.ts";
import { CAPTCHA_TYPE } from "../../lib/config/constants.ts";
import { closeAccountModal } from "../../components/ui/account-modal.ts";
import { createCaptcha } from "../../components/ui/captcha.store.ts";
import { $session, applyLogin, logout, setBalance, siteId } from "../../lib/session/session.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { loginOutcome } from "./codes.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { completeLogin } from "./complete-login.ts";
import { device, isDemo, messageOfError, platformRefusal } from "./context.ts";
import { bootOrNull } from "../../lib/boot/boot.ts";
import { openDoubleValidation } from "./double-validation.store.ts";
import { initialState, loginRequest, transition, type LoginField, type State } from "./login.machine.ts";
import { openTransferValidation } from "./transfer-validation.store.ts";
import { openTwoFactorLogin } from "./two-factor-login.store.ts";
import { TwoFactorLoginSchema } from "../../contract/security.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { clearWithdrawOnlyOffer, keepWithdrawOnly } from "../protection/index.ts";

export const $login = atom<State>(initialState);
export const loginCaptcha = createCaptcha(CAPTCHA_TYPE.login);

const send = machineSender($login, transition);

/** The login failed: say why and ask a fresh captcha (the answered one is spent). */
function fail(message: Message): void {
  send({ type: "failed", message });
  void loginCaptcha.load();
}

/** The platform hands the login to another form: its payload must parse, else the login fails with `otherwise`. */
function handOff<T>(
  payload: { success: true; data: T } | { success: false },
  otherwise: Message,
  open: (data: T) => void,
): void {
  if (!payload.success) return fail(otherwise);
  send({ type: "handedOff" });
  open(payload.data);
}

export function inputLogin(field: LoginField, value: string): void {
  send({ type: "input", field, value });
}

export function toggleLoginPassword(): void {
  send({ type: "togglePassword" });
}

/** The modal opened: empty fields, a fresh captcha. */
export function openLoginForm(): void {
  send({ type: "opened" });
  clearWithdrawOnlyOffer();
  void loginCaptcha.load();
}

/** Checks the rules, then logs in with account, password and captcha answer (spec 001 §4, §8). */
export async function submitLogin(): Promise<void> {
  // A second press while one is on its way: the machine ignores it, and so must the call.
  if ($login.get().kind !== "editing") return;
  send({ type: "submit" });
  const input = loginRequest($login.get());
  if (!input) return;
  if ($session.get().status === "member") await logout({ reason: "relogin" });
  if (isDemo()) {
    // spec 001 §5: demo mode fakes login.
    const currency = bootOrNull()?.currency ?? "INR";
    applyLogin(`demo-${Date.now()}-token`, 1, input.account, currency, 1, 0);
    setBalance(0, 0);
    closeAccountModal();
    send({ type: "loggedIn" });
    return;
  }
  const token = loginCaptcha.token();
  try {
    const { header } = await callApi(authCalls.loginHeader, {});
    const result = await callApi(
      authCalls.login,
      {
        account: input.account,
        password: input.password,
        site_id: siteId(),
        answer: input.answer,
        captcha_token: token ?? "",
        ...device(),
      },
      { headers: header },
    );
    loginCaptcha.reset();
    completeLogin(result);
    send({ type: "loggedIn" });
  } catch (error) {
    loginCaptcha.reset();
    const refusal = platformRefusal(error);
    if (!refusal) {
      fail(messageOfError(error));
      return;
    }
    const data = (error as { data?: unknown }).data;
    // A time-out or self-exclusion (453) hands a withdraw-only token: the form then offers the withdraw-only page.
    keepWithdrawOnly(refusal.code, data);
    const outcome = loginOutcome(refusal.code, refusal.message, data, pageLocaleTag());
    if (outcome.type === "doubleValidation") {
      handOff(DoubleValidationQuestionSchema.safeParse(data), { key: "different_device" }, (q) => {
        showToast("warning", { key: "different_device" });
        openDoubleValidation({
          memberLoginId: q.member_login_id,
          question: q.question,
          available: q.available_questions_count,
        });
      });
      return;
    }
    if (outcome.type === "twoFactor") {
      handOff(TwoFactorLoginSchema.safeParse(data), { key: "api.error.unhandled" }, openTwoFactorLogin);
      return;
    }
    if (outcome.type === "transferValidation") {
      send({ type: "handedOff" });
      if (isDemo()) return; // spec 001 §5: demo mode blocks transfer validation
      const account = (data as { member_account?: unknown } | undefined)?.member_account;
      openTransferValidation(typeof account === "string" ? account : input.account);
      return;
    }
    send({ type: "failed", message: outcome.message });
    if (outcome.captchaWait) loginCaptcha.reloadAfterWait();
    else void loginCaptcha.load();
  }
}
