// Browser only. The islands' translator: the page's messages from the boot data (the language's keys, English
// filling gaps: islandMessages in server.ts) with i18next's `{{name}}` interpolation. It is not an i18next
// instance: the locale files use no plurals, nesting or formats (tests/lib/i18n/client.test.ts keeps it so and
// compares every key with i18next's answer), and leaving i18next on the server keeps it out of every page's
// JavaScript, so even the game hall's first load (DESIGN JS budget) can use the one way islands translate.
import { readBoot } from "../boot/boot.ts";
import { lateMessages, lateMessagesNow } from "./late-messages.ts";

export type Translate = (key: string, params?: Readonly<Record<string, unknown>>) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** i18next's interpolation as the site configures it (no escaping); a missing value leaves its placeholder. */
export function interpolate(text: string, params: Readonly<Record<string, unknown>> = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    return typeof value === "string" ? value : JSON.stringify(value);
  });
}

/** A translator over flat messages: an unknown key is shown as itself, as i18next does. */
export function messagesTranslator(messages: Readonly<Record<string, string>>): Translate {
  return (key, params) => {
    const text = Object.hasOwn(messages, key) ? messages[key] : undefined;
    return text === undefined ? key : interpolate(text, params);
  };
}

let instance: Translate | undefined;

/** The page's translator, made once from the boot data. Throws if the layout did not write it. */
export function clientTranslator(): Translate {
  if (!instance) {
    // A content page's messages come after its HTML (late-messages.ts); whoever mounts an island waits for
    // them, and a translator made before they came (a module that translates when imported) takes them in.
    const messages: Record<string, string> = { ...readBoot().messages, ...lateMessagesNow() };
    instance = messagesTranslator(messages);
    void lateMessages().then((late) => Object.assign(messages, late));
  }
  return instance;
}
