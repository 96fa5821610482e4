// Ships to server and browser (types only; the JSON is not bundled). Every locale key the site may show.
import type en_US from "../../../locales/en_US.json";

export type LocaleKey = keyof typeof en_US;

/**
 * A key built at run time from a platform code or a contract constant (`one_key_err_code_${code}`,
 * `gameType.${type}.abbr`): the type system cannot see it, so the place that builds it says so here, and the
 * locale tests check that each family's keys exist.
 */
export function runtimeKey(key: string): LocaleKey {
  return key as LocaleKey;
}
