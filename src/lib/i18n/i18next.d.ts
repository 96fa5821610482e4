// Types only. `t` is typed by the English locale file (DESIGN "Every visible string is a locale key"): a key
// that is not in locales/en_US.json is a type error, on pages (`Astro.locals.t`) and in islands (`useT`).
// A key computed at run time must be narrowed to `LocaleKey` (see src/lib/i18n/keys.ts) where it is made.
import type en_US from "../../../locales/en_US.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en_US };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
