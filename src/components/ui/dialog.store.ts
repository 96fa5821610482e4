// Browser. Prompt and confirm dialogs as promises: `await confirmDialog({ titleKey, messageKey })`,
// `await promptDialog({ titleKey, pattern })` (null when cancelled). DialogHost renders the open one.
import { atom } from "nanostores";
import type { LocaleKey } from "../../lib/i18n/keys.ts";
import type { PromptRules } from "./prompt.machine.ts";

export interface ConfirmRequest {
  kind: "confirm";
  titleKey: LocaleKey;
  messageKey?: LocaleKey;
  /** Interpolated into the message ({{name}} in the locale text). */
  messageParams?: Record<string, string | number>;
  confirmKey?: LocaleKey;
  cancelKey?: LocaleKey;
  resolve: (ok: boolean) => void;
}

export interface PromptRequest extends PromptRules {
  kind: "prompt";
  titleKey: LocaleKey;
  labelKey?: LocaleKey;
  initial?: string;
  inputMode?: "text" | "numeric" | "email" | "tel";
  resolve: (value: string | null) => void;
}

export type DialogRequest = ConfirmRequest | PromptRequest;

export const $dialog = atom<DialogRequest | null>(null);

function cancelOpen(): void {
  const open = $dialog.get();
  if (!open) return;
  if (open.kind === "confirm") open.resolve(false);
  else open.resolve(null);
}

export function confirmDialog(req: Omit<ConfirmRequest, "kind" | "resolve">): Promise<boolean> {
  cancelOpen();
  return new Promise((resolve) => {
    $dialog.set({
      ...req,
      kind: "confirm",
      resolve: (ok) => {
        $dialog.set(null);
        resolve(ok);
      },
    });
  });
}

export function promptDialog(req: Omit<PromptRequest, "kind" | "resolve">): Promise<string | null> {
  cancelOpen();
  return new Promise((resolve) => {
    $dialog.set({
      ...req,
      kind: "prompt",
      resolve: (v) => {
        $dialog.set(null);
        resolve(v);
      },
    });
  });
}
