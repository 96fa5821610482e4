// Browser. The funds calls (src/contract/funds.ts, our extension) through the one API client.
import { fundsCalls } from "../../contract/funds.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import type { Message } from "../../lib/i18n/message.ts";

export { fundsCalls, callApi };

/** A failed call: the platform's code and message, or (network, timeout) no code. */
export function failureOf(error: unknown): { code: number | null; message: string } {
  if (isApiError(error) && error.kind === "platform") return { code: error.code, message: error.message };
  return { code: null, message: "" };
}

export const NETWORK_MESSAGE: Message = { key: "funds.err.network" };
