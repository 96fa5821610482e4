// Browser. Transfer validation's store (login code 802, spec 001 §4, §5, §8): holds
// transfer-validation.machine's state with a random captcha generator, verifies identity, then saves the new
// password and returns to the login modal. Demo mode blocks it (spec 001 §5).
import { atom } from "nanostores";
import { authCalls } from "../../contract/auth.ts";
import { callApi } from "../../lib/api/index.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { newClientCaptcha } from "./client-captcha.ts";
import { transferResetOutcome, transferVerifyMessage } from "./codes.ts";
import { isDemo, messageOfError, platformRefusal } from "./context.ts";
import {
  initialState,
  transition,
  type Event,
  type ResetField,
  type State,
  type VerifyField,
  type Via,
} from "./transfer-validation.machine.ts";

export const $transferValidation = atom<State>(initialState);

const randomCaptcha = () => newClientCaptcha(Math.random);

function send(event: Event): void {
  $transferValidation.set(transition($transferValidation.get(), event, randomCaptcha));
}

/** Login answered 802: the modal opens on the verify step for this account. */
export function openTransferValidation(account: string): void {
  send({ type: "opened", account });
  openAccountModal({ kind: "transferValidation", account });
}

export function inputTransfer(field: VerifyField | ResetField, value: string): void {
  send({ type: "input", field, value });
}

export function chooseTransferVia(via: Via): void {
  send({ type: "via", via });
}

export function refreshTransferCaptcha(): void {
  send({ type: "refreshCaptcha" });
}

/** The verify step's or the new-password step's submit. */
export async function submitTransfer(): Promise<void> {
  // A second press while one is on its way: the machine ignores it, and so must the call.
  const step = $transferValidation.get().kind;
  if (step !== "verify" && step !== "reset") return;
  send({ type: "submit" });
  const s = $transferValidation.get();
  if (s.kind === "verifying") return verify(s);
  if (s.kind === "resetting") return reset(s);
}

async function verify(s: Extract<State, { kind: "verifying" }>): Promise<void> {
  if (isDemo()) return send({ type: "verifyFailed", message: null });
  const v = s.values;
  try {
    const res = await callApi(authCalls.transferVerify, {
      account: s.account,
      withdraw_password: v.pin,
      sms_code: v.sms.trim(),
      ...(v.via === "email" ? { member_email: v.email.trim() } : { member_phone: v.phone.trim() }),
    });
    send({ type: "verified", token: res.token });
  } catch (error) {
    const refusal = platformRefusal(error);
    send({
      type: "verifyFailed",
      message: refusal
        ? transferVerifyMessage(refusal.code, refusal.message, (error as { data?: unknown }).data)
        : messageOfError(error),
    });
  }
}

async function reset(s: Extract<State, { kind: "resetting" }>): Promise<void> {
  try {
    await callApi(authCalls.transferReset, { account: s.account, password: s.values.password, token: s.token });
    send({ type: "saved" });
    showToast("success", { key: "auth.transfer.done" });
    openAccountModal({ kind: "login" });
  } catch (error) {
    const refusal = platformRefusal(error);
    if (refusal) {
      const out = transferResetOutcome(refusal.code, refusal.message);
      send({ type: "resetFailed", message: out.message, reverify: out.reverify });
    } else send({ type: "resetFailed", message: messageOfError(error), reverify: false });
  }
}
