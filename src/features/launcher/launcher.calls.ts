// Browser. The launcher's calls (spec 000 §7 play1, leave1, /demo/play) and the maintenance dialog (§8 code
// 203), loaded on the first start only: the light store opens the game window before this arrives.
import { gamesCalls } from "../../contract/games.ts";
import { siteCalls } from "../../contract/site.ts";
import { callApi, isApiError, serverNow } from "../../lib/api/index.ts";
import { bootOrNull, readBoot } from "../../lib/boot/boot.ts";
import { languageTag } from "../../lib/config/constants.ts";
import { clientTypeId, currentClientKind } from "../../lib/device/client-kind.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { clientTranslator } from "../../lib/i18n/client.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { protectionRefusal } from "../protection/index.ts";
import type * as Connector from "../../lib/realtime/connector.ts";
import { $session, initSession, refreshBalance } from "../../lib/session/index.ts";
import { readJson, writeJson } from "../../lib/storage/storage.ts";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { SUPPORT_FALLBACK_PATH, customerServiceHref } from "../../components/layout/support-link.ts";
import type { Event, MaintenanceWindow } from "./launcher.machine.ts";
import { maintenanceFor, parseMaintenanceStore } from "./maintenance.ts";
import type { LaunchDevice } from "./open-type.ts";
import type { GameTarget } from "./target.ts";
import { isLimitRefusalCode, limitRefusalMessage } from "../limits/index.ts";
import { SAFER_GAMBLING_PATH } from "../protection/index.ts";

const boot = bootOrNull;

/**
 * play1's and /demo/play's device, the first client-type map (spec 000 §9): the launcher's "app" (no pop-ups) is
 * a native shell (3) or an installed PWA (7).
 */
function deviceId(device: LaunchDevice): number {
  const kind = currentClientKind(device === "mobile" ? "mobile" : "desktop");
  return clientTypeId(device === "app" ? kind : device);
}

/** The connector module once imported (its code loads after the page, auth/start.ts). */
let connector: typeof Connector | null = null;

/**
 * game.url comes on the member's private channel (spec 000 §4): the channel must be joined before play1, or
 * the address is sent to nobody. A click right after the page loaded can come before the connection: start
 * it (once per page) and wait until the subscribe it queued has reached the server (an HTTP play1 can overtake
 * a subscribe still waiting in the socket's buffer; CI saw game.url lost). Null when there is nothing to wait
 * for: play1 then leaves in the same task as the click (bench).
 */
function realtimeReady(): Promise<void> | null {
  // Once its code is here the check is synchronous again (a start while connected leaves in the click's task).
  if (connector) return connector.subscriptionsReached(connector.startRealtime());
  return import("../../lib/realtime/connector.ts").then((m) => {
    connector = m;
    return m.subscriptionsReached(m.startRealtime()) ?? undefined;
  });
}

/** play1 for a member, /demo/play for demo play; the address when the answer carries it (else game.url brings it). */
export async function play(target: GameTarget, demo: boolean, device: LaunchDevice): Promise<string | null> {
  initSession();
  const b = boot();
  const prefix = b?.localePrefix ?? "";
  if (demo) {
    const s = $session.get();
    const res = await callApi(gamesCalls.demoPlay, {
      site_id: b?.config.siteId ?? 0,
      currency: s.status === "member" ? s.member.currency : (b?.currency ?? "INR"),
      device: deviceId(device),
      gp_id: target.gpId,
      game_type: target.gtId,
      game_code: target.gameCode,
      house: target.house,
    });
    return res.game_url;
  }
  const connecting = realtimeReady();
  if (connecting) await connecting;
  const res = await callApi(gamesCalls.playGame, {
    gp_id: target.gpId,
    game_type: target.gtId,
    game_code: target.gameCode,
    house: target.house,
    // The game's way back (spec 000 §2 /close), in the page's language.
    lobby_url: `${prefix}/close`,
    device: deviceId(device),
  });
  return res.game_url;
}

/** A failed start as the machine's event: the platform code, its message, and a 203's window. */
export function failureEvent(error: unknown): Event {
  if (isApiError(error) && error.kind === "platform") {
    if (isLimitRefusalCode(error.code) && limitRefusalMessage(error.data, "en-US"))
      return { type: "playFailed", code: error.code, message: error.message, limit: error.data };
    // Player protection's refusals (a blocked country, the night block, an exclusion) in the member's language.
    const protection = protectionRefusal(error.code, error.data, languageTag(readBoot().lang));
    const message = protection ? messageText(clientTranslator(), protection) : error.message;
    return { type: "playFailed", code: error.code, message, maintenance: maintenanceAnswer(error.data) };
  }
  return { type: "playFailed", code: 0 };
}

function maintenanceAnswer(data: unknown): MaintenanceWindow | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  return typeof d["start_at"] === "string" && typeof d["end_at"] === "string"
    ? { start_at: d["start_at"], end_at: d["end_at"] }
    : null;
}

export async function leave(gpId: string, gameCode: string): Promise<void> {
  initSession();
  await callApi(gamesCalls.leaveGame, gameCode ? { gp_id: gpId, game_code: gameCode } : { gp_id: gpId });
}

export function refreshMemberBalance(): void {
  void refreshBalance();
}

function formatTime(iso: string, lang: string): string {
  return formatDateTime(iso, languageTag(lang as Parameters<typeof languageTag>[0]));
}

async function customerService(): Promise<void> {
  const b = boot();
  let href: string | null = null;
  try {
    const detail = await callApi(siteCalls.siteDetail, { site_id: b?.config.siteId ?? 0 });
    href = customerServiceHref(detail.customer_service_link, window.location.origin);
  } catch {
    href = null;
  }
  const target = href ?? `${b?.localePrefix ?? ""}${SUPPORT_FALLBACK_PATH}`;
  if (new URL(target, window.location.origin).origin === window.location.origin) window.location.assign(target);
  else window.open(target, "_blank", "noopener,noreferrer");
}

/** The maintenance dialog (spec 000 §8): title pg.maintain.title, the window when known, customer service. */
export async function showMaintenance(gpId: string, answer: MaintenanceWindow | null): Promise<void> {
  const { window: win, store } = maintenanceFor(
    parseMaintenanceStore(readJson(STORAGE.maintenance)),
    gpId,
    answer,
    serverNow(),
  );
  writeJson(STORAGE.maintenance, store);
  const lang = boot()?.lang ?? "en_US";
  const ok = await confirmDialog({
    titleKey: "pg.maintain.title",
    messageKey: win ? "pg.maintain.window" : "pg.maintain.generic",
    ...(win ? { messageParams: { start: formatTime(win.start_at, lang), end: formatTime(win.end_at, lang) } } : {}),
    confirmKey: "pg.maintain.contact",
    cancelKey: "pg.maintain.close",
  });
  if (ok) await customerService();
}

/** /close reached in this tab (redirect type): leave whatever game is open. */
export async function leaveAny(): Promise<void> {
  initSession();
  await callApi(gamesCalls.leaveGame, {});
}

/**
 * play1 refused by the member's own loss or session-time limit (src/contract/limits.ts): which limit, what is used
 * and when it resets, in the page's language, with the way to the Safer gambling page.
 */
export async function showLimitRefusal(detail: unknown): Promise<void> {
  const b = boot();
  const m = limitRefusalMessage(detail, languageTag(b?.lang ?? "en_US"));
  if (!m || !("key" in m)) return;
  const go = await confirmDialog({
    titleKey: "limits.refusedTitle",
    messageKey: m.key,
    ...(m.params ? { messageParams: m.params } : {}),
    confirmKey: "limits.safer",
    cancelKey: "ui.close",
  });
  if (go) window.location.assign(`${b?.localePrefix ?? ""}${SAFER_GAMBLING_PATH}`);
}
