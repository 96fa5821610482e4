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

type Answer<R extends DialogRequest> = Parameters<R["resolve"]>[0];

/** Opens a dialog (one already open answers as cancelled); its answer closes it and settles the promise. */
function open<R extends DialogRequest>(make: (resolve: (answer: Answer<R>) => void) => R): Promise<Answer<R>> {
  cancelOpen();
  return new Promise((settle) => {
    $dialog.set(
      make((answer) => {
        $dialog.set(null);
        settle(answer);
      }),
    );
  });
}

export function confirmDialog(req: Omit<ConfirmRequest, "kind" | "resolve">): Promise<boolean> {
  return open<ConfirmRequest>((resolve) => ({ ...req, kind: "confirm", resolve }));
}

export function promptDialog(req: Omit<PromptRequest, "kind" | "resolve">): Promise<string | null> {
  return open<PromptRequest>((resolve) => ({ ...req, kind: "prompt", resolve }));
}
