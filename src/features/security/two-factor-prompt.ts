// Browser. The second factor of a guarded call (withdrawal, binding or removing a bank account): the call is sent
// as it is; when the platform answers that a code is required (TWO_FACTOR_CODES.required), the member is asked for
// one in a dialog and the call goes again with it. A refusal of the code itself comes back to the caller's form.
import { TWO_FACTOR_CODES } from "../../contract/security.ts";
import { promptDialog } from "../../components/ui/dialog.store.ts";
import { isApiError } from "../../lib/api/index.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { isCodeShape, normalizeCode, twoFactorMessage } from "./codes.ts";

/** What the dialog accepts: 6 digits (spaces allowed) or a recovery code. */
export function askTwoFactorCode(): Promise<string | null> {
  return promptDialog({
    titleKey: "security.2fa.prompt.title",
    labelKey: "security.2fa.prompt.label",
    inputMode: "text",
    validator: (v) => isCodeShape(v),
    error: "security.2fa.err.format",
  }).then((v) => (v === null ? null : normalizeCode(v)));
}

/** The member closed the code dialog: nothing was sent with a code. */
export class TwoFactorCancelled extends Error {
  constructor() {
    super("two-factor code not given");
  }
}

/**
 * Sends `call` without a code; if the platform asks for one, asks the member and sends it again with the code.
 * Throws TwoFactorCancelled when the member closes the dialog.
 */
export async function withTwoFactor<T>(call: (code?: string) => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(isApiError(error) && error.kind === "platform" && error.code === TWO_FACTOR_CODES.required)) throw error;
    const code = await askTwoFactorCode();
    if (code === null) throw new TwoFactorCancelled();
    return call(code);
  }
}

/** A failure of a guarded call that is the second factor's: its message; null for any other failure. */
export function twoFactorRefusal(error: unknown): Message | null {
  if (error instanceof TwoFactorCancelled) return { key: "security.2fa.err.cancelled" };
  if (isApiError(error) && error.kind === "platform") return twoFactorMessage(error.code, error.data);
  return null;
}
