// Browser. Logins that arrive with the page (spec 001 §2, §4, §6): the query string (tk, member_*), the app's
// enc (/get_info_data), and the header / footer / pwa flags. The token leaves the address bar at once.
import { memberCalls } from "../../contract/member.ts";
import { callApi } from "../../lib/api/index.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { $session, applyLogin, logout, refreshToken } from "../../lib/session/session.store.ts";
import { writeItem } from "../../lib/storage/index.ts";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { prefix } from "./context.ts";
import { entryLoginDecision, parseInfoData, parseQueryLogin, QUERY_LOGIN_KEYS, type QueryLogin } from "./entry.ts";
import { notifyNative } from "./native-bridge.ts";

function stripQuery(keys: readonly string[]): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const k of keys) {
    if (url.searchParams.has(k)) {
      url.searchParams.delete(k);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/** A login of a link or of the popup: stored as is, and told to the native app. */
export function loginFromQuery(l: QueryLogin): void {
  applyLogin(l.token, l.memberId, l.account, l.currency, l.memberType);
  notifyNative(l.token);
}

/**
 * A login carried by a link (query string or enc): logs in, takes the same member's new token quietly, or —
 * when another member is logged in here — asks before switching (entryLoginDecision; issue 7, login CSRF).
 * Keeping the session is the default: Escape and the close button keep it too.
 */
async function entryLogin(l: QueryLogin): Promise<void> {
  const s = $session.get();
  const decision = entryLoginDecision(s.status === "member" ? s.member : null, l);
  switch (decision.type) {
    case "keep":
      return;
    case "refresh":
      refreshToken(l.token);
      notifyNative(l.token);
      return;
    case "login":
      loginFromQuery(l);
      return;
    case "ask": {
      const switchAccount = await confirmDialog({
        titleKey: "auth.switch.title",
        messageKey: "auth.switch.message",
        messageParams: { current: decision.current, incoming: decision.incoming },
        cancelKey: "auth.switch.keep",
        confirmKey: "auth.switch.switch",
      });
      if (!switchAccount) return;
      await logout({ reason: "relogin" });
      loginFromQuery(l);
      showToast("success", { key: "auth.login.success" });
    }
  }
}

/** Runs once per page: query-string login, the enc app entry, the pwa flag (spec 001 §4, §6). */
export async function runEntryFlows(): Promise<void> {
  const flags = parseQueryLogin(window.location.search);
  if (flags.pwa) writeItem(STORAGE.pwa, "1");
  if (flags.header === false) document.documentElement.dataset["noHeader"] = "";
  if (flags.footer === false) document.documentElement.dataset["noFooter"] = "";
  if (flags.login) {
    // The token leaves the address bar at once, whatever the member answers.
    stripQuery(QUERY_LOGIN_KEYS);
    await entryLogin(flags.login);
  }
  if (flags.enc) {
    let login: QueryLogin | null = null;
    try {
      login = parseInfoData(await callApi(memberCalls.getInfoData, { enc: flags.enc }));
    } catch {
      // spec 001 §4: on failure the URL is reset to / as well
    }
    window.history.replaceState(null, "", `${prefix()}/`);
    if (login) await entryLogin(login);
  }
}
