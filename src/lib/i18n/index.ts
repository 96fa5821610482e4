// Ships to server and browser. One i18next instance per language, flat dotted keys (DESIGN "Every visible string is a locale key").
import i18next, { type i18n, type TFunction } from "i18next";
import type { Language } from "../config/constants.ts";

export type Messages = Record<string, string>;
export type Translate = TFunction;

/** i18next options shared by server and islands: keys are flat ("auth.login.submit"), so no key separator. */
export function createI18n(lang: Language, messages: Messages, fallback?: Messages): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Messages }> = { [lang]: { translation: messages } };
  if (fallback && lang !== "en_US") resources["en_US"] = { translation: fallback };
  void instance.init({
    lng: lang,
    fallbackLng: "en_US",
    resources,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
