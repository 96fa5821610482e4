// Browser. What follows any successful login of the form or of double validation (spec 001 §4): store the
// session, close the modal, say so, tell the native app, and reopen the route that was waiting for a login.
import type { LoginResult } from "../../contract/auth.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { closeAccountModal } from "../../components/ui/account-modal.ts";
import { applyLogin } from "../../lib/session/session.store.ts";
import { parseSameOriginPath } from "../../lib/routing/same-origin.ts";
import { readItem, removeItem } from "../../lib/storage/index.ts";
import { focusTargetAfter } from "../../components/ui/focus-request.ts";
import { requestFocus } from "../../components/ui/focus.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { notifyNative } from "./native-bridge.ts";

export function completeLogin(result: LoginResult): void {
  applyLogin(
    result.token,
    result.member_id,
    result.member_account,
    result.member_currency,
    result.member_type,
    result.agent_type,
  );
  closeAccountModal();
  // The "Log in" button that opened the modal is gone: focus goes to the account menu (keyboard users).
  requestFocus(focusTargetAfter("login"));
  showToast("success", { key: "auth.login.success" });
  notifyNative(result.token);
  const waiting = readItem(STORAGE.waitingUrl);
  if (waiting !== null) {
    removeItem(STORAGE.waitingUrl);
    // security: only a path of this site ("/\evil.com" passed the old startsWith check).
    const path = parseSameOriginPath(waiting);
    // The launcher's waiting game (spec 000 §5) starts on this very page on the login session event: no reload then.
    if (path && path !== window.location.pathname + window.location.search) window.location.assign(path);
  }
}
