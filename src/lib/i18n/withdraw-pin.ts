// Ships to server and browser (pure). What a member is told when the withdraw password is refused under its
// attempt limit (src/contract/funds.ts WITHDRAW_PASSWORD_LIMIT, our extension): how many tries are left, or until
// when it is locked. Used by the funds forms (withdrawal, bound accounts) and the withdraw-password change on Info.
import { WithdrawPasswordRefusalSchema } from "../../contract/funds.ts";
import { formatDateTime } from "./date-time.ts";
import type { Message } from "./message.ts";

/** The refusal's apiResponseData → its message, or null when it carries neither count nor lock. */
export function withdrawPinLimitMessage(detail: unknown, formatTime: (iso: string) => string): Message | null {
  const d = WithdrawPasswordRefusalSchema.safeParse(detail);
  if (!d.success) return null;
  if (d.data.locked_until !== undefined && !Number.isNaN(Date.parse(d.data.locked_until)))
    return { key: "funds.err.withdraw_password_locked", params: { time: formatTime(d.data.locked_until) } };
  if (d.data.attempts_left !== undefined)
    return { key: "funds.err.wrong_withdraw_password_left", params: { left: d.data.attempts_left } };
  return null;
}

/** The lock's end as the member reads it: hours and minutes in the page's language and the browser's time zone. */
export function lockTimeFormatter(localeTag: string, timeZone?: string): (iso: string) => string {
  return (iso) => formatDateTime(iso, localeTag, "time", timeZone);
}
