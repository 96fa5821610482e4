// Ships to server and browser (pure). The two-factor dialogs of /user/Security: set-up (the QR code and the secret,
// confirmed with a first code), the recovery codes shown once, and turning it off with a current code. The store
// is security.store.ts; SecurityCentre.tsx renders by `kind`.
import type { TwoFactorSetup } from "../../contract/security.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { isCodeShape } from "./codes.ts";

export type Dialog =
  /** `setup` null while the secret is on its way. */
  | { kind: "setup"; setup: TwoFactorSetup | null; code: string; error: Message | null; busy: boolean }
  /** Shown once, right after turning it on. */
  | { kind: "recovery"; codes: string[] }
  | { kind: "disable"; code: string; error: Message | null; busy: boolean }
  /** New recovery codes (OUR EXTENSION): a current app code, then the new set shown once. */
  | { kind: "regenerate"; code: string; error: Message | null; busy: boolean };

export type Event =
  | { type: "openSetup" }
  | { type: "setupLoaded"; setup: TwoFactorSetup }
  | { type: "openDisable" }
  | { type: "openRegenerate" }
  | { type: "input"; code: string }
  | { type: "submit" }
  | { type: "refused"; message: Message }
  | { type: "enabled"; codes: string[] }
  | { type: "close" };

const FORMAT: Message = { key: "security.2fa.err.format" };

export function transition(d: Dialog | null, e: Event): Dialog | null {
  switch (e.type) {
    case "openSetup":
      return { kind: "setup", setup: null, code: "", error: null, busy: false };
    case "setupLoaded":
      return d?.kind === "setup" ? { ...d, setup: e.setup, busy: false } : d;
    case "openDisable":
      return { kind: "disable", code: "", error: null, busy: false };
    case "openRegenerate":
      return { kind: "regenerate", code: "", error: null, busy: false };
    case "input":
      return d && d.kind !== "recovery" ? { ...d, code: e.code, error: null } : d;
    case "submit":
      if (!d || d.kind === "recovery" || d.busy || (d.kind === "setup" && !d.setup)) return d;
      // Set-up takes a code of the app (a recovery code does not exist yet), and so do new recovery codes (a stolen
      // sheet must not renew itself); turning it off takes either.
      if (!isCodeShape(d.code, d.kind === "disable")) return { ...d, error: FORMAT };
      return { ...d, busy: true, error: null };
    case "refused":
      // A refused code is cleared: the next one is typed fresh.
      return d && d.kind !== "recovery" ? { ...d, busy: false, code: "", error: e.message } : d;
    case "enabled":
      return d?.kind === "setup" || d?.kind === "regenerate" ? { kind: "recovery", codes: e.codes } : d;
    case "close":
      return null;
  }
}

/** Whether the store should send the dialog's code now (the submit was accepted). */
export function sending(d: Dialog | null): d is Extract<Dialog, { kind: "setup" | "disable" | "regenerate" }> {
  return d !== null && d.kind !== "recovery" && d.busy;
}

/** The secret as people copy it: groups of four. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
