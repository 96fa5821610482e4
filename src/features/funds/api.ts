// Browser. The funds calls (src/contract/funds.ts, our extension) through the one API client.
import { fundsCalls } from "../../contract/funds.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { lockTimeFormatter } from "../../lib/i18n/withdraw-pin.ts";
import { refusalOf } from "./validate.ts";
import { protectionRefusal } from "../protection/index.ts";

export { fundsCalls, callApi };

/** A failed call: the platform's code, message and apiResponseData, or (network, timeout) no code. */
export function failureOf(error: unknown): { code: number | null; message: string; data: unknown } {
  if (isApiError(error) && error.kind === "platform")
    return { code: error.code, message: error.message, data: error.data };
  return { code: null, message: "", data: null };
}

/** The withdraw-password lock's end in the page's language (validate.ts refusalOf). */
export function lockTime(iso: string): string {
  return lockTimeFormatter(pageLocaleTag())(iso);
}

export const NETWORK_MESSAGE: Message = { key: "funds.err.network" };

/** Why a page's data did not load: the network, or the platform's refusal in words. */
export function loadMessage(error: unknown): Message {
  const f = failureOf(error);
  if (f.code === null) return NETWORK_MESSAGE;
  return protectionRefusal(f.code, f.data, pageLocaleTag()) ?? refusalOf(f.code, f.message).message;
}

/** What a refused submission says and on which field: the network, or the platform's code in words (with the
 * lock's end time where the withdraw password locked, spec 001 §5). */
export function refusalFor(
  error: unknown,
  params: Record<string, string> = {},
  lockDetail = false,
): { field: string | null; message: Message } {
  const f = failureOf(error);
  if (f.code === null) return { field: null, message: NETWORK_MESSAGE };
  // Player protection (a blocked country 451, the night block 452, a time-out or self-exclusion 453 with its end
  // date): its own translated words above the button, never the platform's English text.
  const protection = protectionRefusal(f.code, f.data, pageLocaleTag());
  if (protection) return { field: null, message: protection };
  return lockDetail ? refusalOf(f.code, f.message, params, f.data, lockTime) : refusalOf(f.code, f.message, params);
}
