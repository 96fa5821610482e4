// Browser. What every account flow reads of the page: the boot data (demo mode, locale prefix), the device
// facts sent with a login, and the Message of a failed call.
import { isApiError } from "../../lib/api/index.ts";
import { bootOrNull } from "../../lib/boot/boot.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { currentDeviceFacts, deviceInfo } from "../../lib/device/detect.ts";
import { readItem } from "../../lib/storage/index.ts";

/** spec 001 §5: demo mode fakes login and blocks transfer validation. */
export function isDemo(): boolean {
  return bootOrNull()?.config.isDemo === true;
}

export function prefix(): string {
  return bootOrNull()?.localePrefix ?? "";
}

export function device() {
  return deviceInfo(currentDeviceFacts(readItem(STORAGE.pwa) === "1"));
}

/** A failed call that is not a platform refusal with a code this flow knows. */
export { errorMessage as messageOfError } from "../../lib/load/index.ts";

/** The platform's refusal (code and message), or null for a network or other failure. */
export function platformRefusal(error: unknown): { code: number; message: string } | null {
  return isApiError(error) && error.kind === "platform" ? { code: error.code, message: error.message } : null;
}
