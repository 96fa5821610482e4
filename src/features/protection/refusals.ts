// Ships to server and browser (pure). What player protection's refusals tell the member (src/contract/protection.ts
// PROTECTION_CODES, OUR EXTENSION), in the page's language with the date a block ends: login, registration,
// deposits and play share it.
import {
  CountryBlockedDataSchema,
  ExclusionSchema,
  NightBlockDataSchema,
  PROTECTION_CODES,
} from "../../contract/protection.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import type { Message } from "../../lib/i18n/message.ts";

/** The message of a protection code, or null for any other code. `locale` is a BCP 47 tag (pageLocaleTag()). */
export function protectionRefusal(code: number, data: unknown, locale: string): Message | null {
  switch (code) {
    case PROTECTION_CODES.countryBlocked: {
      const d = CountryBlockedDataSchema.safeParse(data);
      return { key: "protection.country.refused", params: { country: d.success ? d.data.country : "" } };
    }
    case PROTECTION_CODES.nightBlock: {
      const d = NightBlockDataSchema.safeParse(data);
      // The end is 05:00 India time: shown in India's zone, whatever the device's.
      const time = d.success ? formatDateTime(d.data.ends_at, locale, "time", "Asia/Kolkata") : "05:00";
      return { key: "protection.night.refused", params: { time } };
    }
    case PROTECTION_CODES.excluded:
    case PROTECTION_CODES.wouldShorten: {
      const d = ExclusionSchema.safeParse(data);
      if (!d.success) return { key: "protection.excluded.unknown" };
      const { kind, ends_at } = d.data;
      if (ends_at === null) return { key: "protection.excluded.permanent" };
      const date = formatDateTime(ends_at, locale, "minute");
      return {
        key: kind === "time_out" ? "protection.excluded.timeOutUntil" : "protection.excluded.selfUntil",
        params: { date },
      };
    }
    default:
      return null;
  }
}
