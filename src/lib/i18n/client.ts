// Browser only. The one i18next instance of the page, created from the boot data, for react-i18next.
import type { i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { readBoot } from "../boot/boot.ts";
import { createI18n } from "./index.ts";
import { lateMessages, lateMessagesNow } from "./late-messages.ts";

let instance: i18n | undefined;

export function clientI18n(): i18n {
  if (!instance) {
    const boot = readBoot();
    // A content page's messages come after its HTML (late-messages.ts); whoever mounts an island waits for
    // them, and an instance made before they came (a module that translates when imported) takes them in.
    const created = createI18n(boot.lang, { ...boot.messages, ...lateMessagesNow() });
    instance = created;
    created.use(initReactI18next);
    // initReactI18next registers on init; the instance is already initialised, so hand it over directly.
    initReactI18next.init(created);
    void lateMessages().then((late) => {
      if (Object.keys(late).length > 0) created.addResourceBundle(boot.lang, "translation", late, true, true);
    });
  }
  return instance;
}
