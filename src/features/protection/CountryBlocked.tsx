// Island piece. What a visitor from a blocked country (BLOCKED_COUNTRIES) sees instead of the sign-up form: why,
// in the visitor's language, and that the content pages stay open (README "Player protection and India").
import { useT } from "../../components/ui/i18n.ts";
import { bootLocalePrefix, bootOrNull } from "../../lib/boot/boot.ts";
import { SAFER_GAMBLING_PATH } from "./paths.ts";

/** The visitor's blocked country from the page's boot data, or null (not blocked, or no boot data). */
export function blockedCountry(): string | null {
  return bootOrNull()?.blockedCountry ?? null;
}

export default function CountryBlocked({ country }: { country: string }) {
  const t = useT();
  const prefix = bootLocalePrefix();
  return (
    <div className="notice-box country-blocked" role="status" data-testid="country-blocked">
      <p>
        <strong>{t("protection.country.title")}</strong>
      </p>
      <p>{t("protection.country.refused", { country })}</p>
      <p>{t("protection.country.text")}</p>
      <p>
        <a href={`${prefix}${SAFER_GAMBLING_PATH}`}>{t("protection.tools.saferGambling")}</a>
      </p>
    </div>
  );
}
