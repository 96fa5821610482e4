// Browser. Which account modal is open, shared by the header buttons, the modals and any feature that asks a
// visitor to log in (spec 000 §5 "confirming opens the login modal"). One atom, set through these actions.
import { atom } from "nanostores";

export type AccountModal =
  | { kind: "login" }
  | { kind: "register" }
  | { kind: "forgot" }
  | { kind: "doubleValidation"; memberLoginId: number | string; question: string; available: number }
  | { kind: "transferValidation"; account: string }
  /** The second step of a login with two-factor on (the auth feature's two-factor-login store holds the login). */
  | { kind: "twoFactor" }
  | { kind: "forcePassword" };

export const $accountModal = atom<AccountModal | null>(null);

export function openAccountModal(modal: AccountModal): void {
  $accountModal.set(modal);
}

export function closeAccountModal(): void {
  $accountModal.set(null);
}
