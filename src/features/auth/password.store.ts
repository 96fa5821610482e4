// Browser. The password change's store (spec 001 §5, §6, §7): holds password.machine's state and sends
// /member/profile/edit_password; after a forced change the modal closes and the layout is read again.
import { atom } from "nanostores";
import { memberCalls } from "../../contract/member.ts";
import { callApi } from "../../lib/api/index.ts";
import { beginSubmit, machineSender } from "../../lib/load/index.ts";
import { $accountModal, closeAccountModal } from "../../components/ui/account-modal.ts";
import { refreshLayout } from "../../lib/session/session.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { changePasswordOutcome, type PasswordField } from "./codes.ts";
import { messageOfError, platformRefusal } from "./context.ts";
import { initialState, transition, type State } from "./password.machine.ts";

export const $password = atom<State>(initialState);

const send = machineSender($password, transition);

/** The form appeared: empty. */
export function resetPasswordForm(): void {
  send({ type: "reset" });
}

export function inputPassword(field: PasswordField, value: string): void {
  send({ type: "input", field, value });
}

/** Checks the rules, then changes the password (forced on first login, or from /user/Info). */
export async function submitPasswordChange(): Promise<void> {
  const s = beginSubmit($password, () => send({ type: "submit" }), "submitting");
  if (!s) return;
  try {
    await callApi(memberCalls.editPassword, {
      old_password: s.values.old,
      password: s.values.password,
      password_confirmation: s.values.confirm,
    });
    send({ type: "saved" });
    showToast("success", { key: "auth.password.changed" });
    if ($accountModal.get()?.kind === "forcePassword") closeAccountModal();
    void refreshLayout();
  } catch (error) {
    const refusal = platformRefusal(error);
    const out = refusal
      ? changePasswordOutcome(refusal.code, refusal.message)
      : { message: messageOfError(error), field: null };
    send({ type: "refused", refusal: { message: out.message, field: out.field } });
  }
}
