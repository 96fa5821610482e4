// Browser. Logins that arrive with the page (spec 001 §2, §4, §6): the query string (tk, member_*), the app's
// enc (/get_info_data), and the header / footer / pwa flags; and the third-party popup's token. The token leaves
// the address bar at once. Whose a token is, the platform says (its layout answer, asked with that token): a
// link's member_id, member_account and member_currency are never believed.
import { memberCalls } from "../../contract/member.ts";
import { callApi } from "../../lib/api/index.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { $session, applyLogin, demoSite, logout, refreshToken } from "../../lib/session/session.store.ts";
import { writeItem } from "../../lib/storage/index.ts";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { prefix } from "./context.ts";
import {
  entryLoginDecision,
  ownerFromLayout,
  parseInfoData,
  parseQueryLogin,
  QUERY_LOGIN_KEYS,
  type QueryLogin,
} from "./entry.ts";
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

/** A login of a link or of the popup, once its owner is known: stored, and told to the native app. */
function loginFromQuery(l: QueryLogin): void {
  applyLogin(l.token, l.memberId, l.account, l.currency, l.memberType);
  notifyNative(l.token);
}

/** Whom the platform says the token belongs to (the layout call, sent with that token), or null. */
async function resolveTokenOwner(token: string): Promise<QueryLogin | null> {
  try {
    return ownerFromLayout(token, await callApi(memberCalls.layout, {}, { authorization: `Bearer ${token}` }));
  } catch {
    return null; // a dead or unknown token, or no answer: nobody is logged in by it
  }
}

/**
 * A login by token (a query-string link, the third-party popup): asks the platform whose token it is, then
 * decides as for any entry login. Demo mode (IS_DEMO, spec 001 §5) fakes login and sends no member call, so
 * there the link's own words stand. A token the platform does not know logs nobody in and changes nothing.
 */
export async function tokenLogin(token: string, claimed: QueryLogin | null): Promise<void> {
  const owner = demoSite() ? claimed : await resolveTokenOwner(token);
  if (!owner) {
    showToast("error", { key: "auth.link_invalid" });
    return;
  }
  await entryLogin(owner);
}

/**
 * A login whose owner the platform named: logs in, takes the same member's new token quietly, or — when
 * another member is logged in here — asks before switching (entryLoginDecision, login CSRF).
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
    await tokenLogin(flags.login.token, flags.login);
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
