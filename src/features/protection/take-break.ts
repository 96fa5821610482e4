// Browser. "Take a break" started from the reality check (player protection): a time-out of the length the member
// chose in one confirmation dialog (TakeBreakDialog.tsx), through the contract's protectionTimeOut (OUR EXTENSION).
// The platform ends every session of the member at once (protection.ended); the caller then closes the game and
// logs this tab out.
import { PROTECTION_CODES, protectionCalls, type TimeOutLength } from "../../contract/protection.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { protectionRefusal } from "./refusals.ts";

export type BreakOutcome = { ok: true; message: Message } | { ok: false; message: Message };

/** Starts the time-out now; the answer's words (until when), or why it was refused (a longer one already holds). */
export async function startTimeOutNow(length: TimeOutLength): Promise<BreakOutcome> {
  const locale = pageLocaleTag();
  try {
    const out = await callApi(protectionCalls.protectionTimeOut, { length });
    return {
      ok: true,
      message: protectionRefusal(PROTECTION_CODES.excluded, out.exclusion, locale) ?? {
        key: "protection.excluded.unknown",
      },
    };
  } catch (e) {
    const refusal = isApiError(e) ? protectionRefusal(e.code, e.data, locale) : null;
    return { ok: false, message: refusal ?? { key: "protection.err.failed" } };
  }
}
