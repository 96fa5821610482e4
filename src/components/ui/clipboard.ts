// Browser. Copies a text for the member and says how it went in a toast: a browser may refuse the clipboard
// (no permission, not a secure page). The recommend invite link and the agent's promotion links copy this way.
import type { LocaleKey } from "../../lib/i18n/keys.ts";
import { showToast } from "./toast.store.ts";

export async function copyWithToast(text: string, copied: LocaleKey, failed: LocaleKey): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast("success", { key: copied });
  } catch {
    showToast("error", { key: failed });
  }
}
