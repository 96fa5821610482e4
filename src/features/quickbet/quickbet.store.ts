// Browser. The sport quick-bet frame (spec 001 §4): fetch the URL for the currency, device and domain, check it
// may be embedded, then show it; messages from its exact origin set its height (S001) or open the game (U003).
import { atom } from "nanostores";
import { readBoot } from "../../lib/boot/boot.ts";
import { currentClientKind, supportDeviceId } from "../../lib/device/client-kind.ts";
import { LOADING, runLoad, sendLoad, type Load } from "../../lib/load/index.ts";
import { $member, initSession, siteId } from "../../lib/session/index.ts";
import { startGame } from "../launcher/client.ts";
import { canEmbed, getQuickBetUrl } from "./api.ts";
import { frameOriginOf, quickBetAction } from "./quickbet.ts";

export interface QuickBetFrame {
  url: string;
  origin: string;
  height: number | null;
}
export type QuickBetState = Load<QuickBetFrame>;

/** The platform's URL is on no origin this page may frame (or the frame refuses to be embedded). */
class NotEmbeddable extends Error {}

export function createQuickBet() {
  const $state = atom<QuickBetState>(LOADING);

  async function load(): Promise<void> {
    initSession();
    const boot = readBoot();
    await runLoad(
      $state,
      async () => {
        const { url } = await getQuickBetUrl({
          currency: $member.get()?.currency ?? boot.currency,
          supportDevice: supportDeviceId(currentClientKind(boot.device)),
          domain: window.location.hostname,
          siteId: siteId(),
        });
        const origin = frameOriginOf(url, window.location.origin);
        if (!origin || !(await canEmbed(url))) throw new NotEmbeddable();
        return { url: new URL(url, window.location.origin).href, origin, height: null };
      },
      {
        keep: false,
        message: (error) => ({
          key: error instanceof NotEmbeddable ? "quickbet.notEmbeddable" : "quickbet.unavailable",
        }),
      },
    );
  }

  /** Listens to the frame's messages (only `frame`'s window, only its exact origin); returns the cleanup. */
  function listen(frame: () => HTMLIFrameElement | null): () => void {
    const onMessage = (e: MessageEvent) => {
      const s = $state.get();
      if (s.kind !== "ready") return;
      const win = frame()?.contentWindow ?? null;
      const action = quickBetAction(
        { origin: e.origin, data: e.data as unknown, fromFrame: win !== null && e.source === win },
        s.data.origin,
      );
      if (!action) return;
      if (action.type === "height") sendLoad($state, { type: "update", data: { ...s.data, height: action.px } });
      else startGame({ gpId: action.gpId, gtId: action.gtId, gameCode: action.gameCode, house: 0, customized: false });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }

  return { $state, load, listen };
}
