// Browser. Double validation's store (login code 107, spec 001 §4, §8): holds double-validation.machine's
// state, answers the question with its own captcha, asks for another question.
import { atom } from "nanostores";
import { authCalls } from "../../contract/auth.ts";
import { LOGIN_TWO_FACTOR_CODE, TwoFactorLoginSchema } from "../../contract/security.ts";
import { beginSubmit, machineSender } from "../../lib/load/index.ts";
import { callApi } from "../../lib/api/index.ts";
import { CAPTCHA_TYPE } from "../../lib/config/constants.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import { createCaptcha } from "../../components/ui/captcha.store.ts";
import { doubleValidationMessage, skipMessage } from "./codes.ts";
import { completeLogin } from "./complete-login.ts";
import { openTwoFactorLogin } from "./two-factor-login.store.ts";
import { device, messageOfError, platformRefusal } from "./context.ts";
import {
  canSkip,
  initialState,
  transition,
  type DvField,
  type Question,
  type State,
} from "./double-validation.machine.ts";

export const $doubleValidation = atom<State>(initialState);
export const doubleValidationCaptcha = createCaptcha(CAPTCHA_TYPE.login);

const send = machineSender($doubleValidation, transition);

function show(question: Question): void {
  openAccountModal({ kind: "doubleValidation", ...question });
}

/** Login answered 107 with a question: the modal opens on it. */
export function openDoubleValidation(question: Question): void {
  doubleValidationCaptcha.reset();
  send({ type: "opened", question });
  show(question);
}

export function inputDoubleValidation(field: DvField, value: string): void {
  send({ type: "input", field, value });
}

/** Checks the rules, then answers the question (spec 001 §4, §8); a refusal clears both fields. */
export async function submitDoubleValidation(): Promise<void> {
  const s = beginSubmit($doubleValidation, () => send({ type: "submit" }), "submitting");
  if (!s) return;
  try {
    const result = await callApi(authCalls.doubleValidation, {
      member_login_id: String(s.question.memberLoginId),
      answer: s.values.answer.trim(),
      captcha_answer: s.values.captcha.trim(),
      captcha_token: doubleValidationCaptcha.token() ?? "",
      ...device(),
    });
    doubleValidationCaptcha.reset();
    send({ type: "verified" });
    completeLogin(result);
  } catch (error) {
    const refusal = platformRefusal(error);
    // The right answer, and two-factor is on: the code comes next (LOGIN_TWO_FACTOR_CODE, our extension).
    const pending = TwoFactorLoginSchema.safeParse((error as { data?: unknown }).data);
    if (refusal?.code === LOGIN_TWO_FACTOR_CODE && pending.success) {
      doubleValidationCaptcha.reset();
      send({ type: "verified" });
      openTwoFactorLogin(pending.data);
      return;
    }
    send({
      type: "failed",
      message: refusal ? doubleValidationMessage(refusal.code, refusal.message) : messageOfError(error),
    });
    doubleValidationCaptcha.reset();
    void doubleValidationCaptcha.load();
  }
}

/** Asks for another question (spec 001 §4: 3 available to begin with). */
export async function skipQuestion(): Promise<void> {
  const s = $doubleValidation.get();
  if (!canSkip(s)) return;
  try {
    const q = await callApi(authCalls.doubleValidationSkip, { member_login_id: String(s.question.memberLoginId) });
    const question = { memberLoginId: q.member_login_id, question: q.question, available: q.available_questions_count };
    send({ type: "skipped", question });
    show(question);
  } catch (error) {
    const refusal = platformRefusal(error);
    send({ type: "skipFailed", message: refusal ? skipMessage(refusal.code, refusal.message) : messageOfError(error) });
  }
}
