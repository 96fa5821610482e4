// Ships to server and browser (pure). The one shape of everything the member is told — a toast, a form's
// notice, a field's error: a locale key (with its interpolation params) or a text shown as is (the
// platform's own message). Toasts (components/ui), the auth forms and registration all use it.

import type { LocaleKey } from "./keys.ts";

export type Message = { key: LocaleKey; params?: Record<string, string | number> } | { text: string };

/** Any translate function (i18next's `t`, the islands' `useT()`). */
export type MessageTranslator = (key: LocaleKey, params?: Record<string, string | number>) => string;

/** The text the member reads. */
export function messageText(t: MessageTranslator, m: Message): string {
  return "text" in m ? m.text : t(m.key, m.params);
}

/** The platform's own message, or the generic error when it sent none. */
export function serverMessage(message: string): Message {
  return message ? { text: message } : { key: "api.error.unhandled" };
}
