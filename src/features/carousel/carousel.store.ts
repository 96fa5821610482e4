// Browser. The carousel's effects: the banner list after a carousel_picture.url event (spec 001 §7), the
// autoplay timer and what holds it (prefers-reduced-motion, a hidden page), and a banner's activation (a link
// to a member-centre or agent path opens its window on desktop, spec 000 §2; a game goes through the
// launcher). The list the server rendered stays until the platform says it changed: $banners is null until
// then, so no banner list is ever kept in a server module.
import { atom, type WritableAtom } from "nanostores";
import type { BannerItem } from "../../contract/promotions.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { $member } from "../../lib/session/session.atoms.ts";
import { onSessionEvent } from "../../lib/session/events.ts";
import { rememberWindow } from "../../lib/session/windows.ts";
import { stripLocalePrefix } from "../../lib/routing/locale.ts";
import { openTarget } from "../../lib/routing/popup-path.ts";
import type { BannerAction, UseType } from "./banner.ts";
import {
  CAROUSEL_AUTOPLAY_MS,
  initialCarousel,
  transition,
  type CarouselEvent,
  type CarouselState,
} from "./carousel.machine.ts";

/** The live banner list, null while the server's list is current. */
export const $banners = atom<BannerItem[] | null>(null);

let listening: (() => void) | null = null;

/** Listens for carousel_picture.url for this page's use_type; once per page. */
export function startCarouselUpdates(useType: UseType): () => void {
  if (listening) return listening;
  const off = onSessionEvent((e) => {
    if (e.type !== "session:carousel" || (e.useType !== null && e.useType !== useType)) return;
    void refreshBanners(useType);
  });
  listening = () => {
    off();
    listening = null;
  };
  return listening;
}

async function refreshBanners(useType: UseType): Promise<void> {
  try {
    const boot = readBoot();
    const { getBanners } = await import("./api.ts");
    $banners.set(await getBanners(boot.config.siteId, useType, $member.get()?.currency ?? boot.currency));
  } catch {
    // The platform did not answer: the banners shown stay.
  }
}

export interface CarouselPlayer {
  $state: WritableAtom<CarouselState>;
  send: (e: CarouselEvent) => void;
  /** Starts the timer and the reduced-motion and visibility holds; returns their cleanup. */
  start: () => () => void;
}

export function createCarouselPlayer(count: number): CarouselPlayer {
  const $state = atom(initialCarousel(count));
  const send = (e: CarouselEvent) => $state.set(transition($state.get(), e));
  const start = () => {
    const timer = setInterval(() => send({ type: "tick" }), CAROUSEL_AUTOPLAY_MS);
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onMotion = () => send({ type: motion.matches ? "hold" : "release", reason: "reducedMotion" });
    const onVisibility = () => send({ type: document.hidden ? "hold" : "release", reason: "hidden" });
    onMotion();
    onVisibility();
    motion.addEventListener("change", onMotion);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      motion.removeEventListener("change", onMotion);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  };
  return { $state, send, start };
}

/**
 * A banner activated. Returns true when the click was handled here (the caller prevents the default):
 * a game starts through the launcher; on desktop a member-centre or agent path opens in its 1500×800 window
 * (spec 000 §2, the account menu's rule).
 */
export function activateBanner(action: BannerAction): boolean {
  if (action.kind === "game") {
    void import("../launcher/index.ts").then((m) => m.startGame(action.target));
    return true;
  }
  if (action.kind !== "link" || action.external || action.newTab) return false;
  const layout = document.documentElement.dataset["layout"] === "desktop" ? "desktop" : "mobile";
  const target = openTarget(stripLocalePrefix(action.href), stripLocalePrefix(window.location.pathname), layout);
  if (target.kind !== "window") return false;
  const w = window.open(action.href, target.name, target.features);
  rememberWindow(target.name === "agent" ? "agent" : target.name, w);
  return w !== null;
}
