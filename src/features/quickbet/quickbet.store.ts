// Browser. The sport quick-bet frame (spec 001 §4): fetch the URL for the currency, device and domain, check it
// may be embedded, then show it; messages from its exact origin set its height (S001) or open the game (U003).
import { atom } from "nanostores";
import { readBoot } from "../../lib/boot/boot.ts";
import { SUPPORT_DEVICE_IDS } from "../../lib/config/constants.ts";
import { $member, initSession, siteId } from "../../lib/session/index.ts";
import { startGame } from "../launcher/index.ts";
import { canEmbed, getQuickBetUrl } from "./api.ts";
import { frameOriginOf, quickBetAction } from "./quickbet.ts";

export type QuickBetState =
  | { kind: "loading" }
  | { kind: "ready"; url: string; origin: string; height: number | null }
  | { kind: "error"; key: "quickbet.unavailable" | "quickbet.notEmbeddable" };

export function createQuickBet() {
  const $state = atom<QuickBetState>({ kind: "loading" });

  async function load(): Promise<void> {
    initSession();
    $state.set({ kind: "loading" });
    const boot = readBoot();
    try {
      const { url } = await getQuickBetUrl({
        currency: $member.get()?.currency ?? boot.currency,
        supportDevice: SUPPORT_DEVICE_IDS[boot.device],
        domain: window.location.hostname,
        siteId: siteId(),
      });
      const origin = frameOriginOf(url, window.location.origin);
      if (!origin) return $state.set({ kind: "error", key: "quickbet.notEmbeddable" });
      if (!(await canEmbed(url))) return $state.set({ kind: "error", key: "quickbet.notEmbeddable" });
      $state.set({ kind: "ready", url: new URL(url, window.location.origin).href, origin, height: null });
    } catch {
      $state.set({ kind: "error", key: "quickbet.unavailable" });
    }
  }

  /** Listens to the frame's messages (only `frame`'s window, only its exact origin); returns the cleanup. */
  function listen(frame: () => HTMLIFrameElement | null): () => void {
    const onMessage = (e: MessageEvent) => {
      const s = $state.get();
      if (s.kind !== "ready") return;
      const win = frame()?.contentWindow ?? null;
      const action = quickBetAction(
        { origin: e.origin, data: e.data as unknown, fromFrame: win !== null && e.source === win },
        s.origin,
      );
      if (!action) return;
      if (action.type === "height") $state.set({ ...s, height: action.px });
      else startGame({ gpId: action.gpId, gtId: action.gtId, gameCode: action.gameCode, house: 0, customized: false });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }

  return { $state, load, listen };
}
