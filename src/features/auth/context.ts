// Browser. What every account flow reads of the page: the boot data (demo mode, locale prefix), the device
// facts sent with a login, and the Message of a failed call.
import { isApiError } from "../../lib/api/index.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { currentDeviceFacts, deviceInfo } from "../../lib/device/detect.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { readItem } from "../../lib/storage/index.ts";

export function bootSafe() {
  try {
    return readBoot();
  } catch {
    return null;
  }
}

/** spec 001 §5: demo mode fakes login and blocks transfer validation. */
export function isDemo(): boolean {
  return bootSafe()?.config.isDemo === true;
}

export function prefix(): string {
  return bootSafe()?.localePrefix ?? "";
}

export function device() {
  return deviceInfo(currentDeviceFacts(readItem(STORAGE.pwa) === "1"));
}

/** A failed call that is not a platform refusal with a code this flow knows. */
export function messageOfError(error: unknown): Message {
  if (isApiError(error))
    return error.kind === "platform" && error.message ? { text: error.message } : { key: error.messageKey };
  return { key: "api.error.unhandled" };
}

/** The platform's refusal (code and message), or null for a network or other failure. */
export function platformRefusal(error: unknown): { code: number; message: string } | null {
  return isApiError(error) && error.kind === "platform" ? { code: error.code, message: error.message } : null;
}
