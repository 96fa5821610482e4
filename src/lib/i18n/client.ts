// Browser only. The one i18next instance of the page, created from the boot data, for react-i18next.
import type { i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { readBoot } from "../boot/boot.ts";
import { createI18n } from "./index.ts";

let instance: i18n | undefined;

export function clientI18n(): i18n {
  if (!instance) {
    const boot = readBoot();
    instance = createI18n(boot.lang, boot.messages);
    instance.use(initReactI18next);
    // initReactI18next registers on init; the instance is already initialised, so hand it over directly.
    initReactI18next.init(instance);
  }
  return instance;
}
