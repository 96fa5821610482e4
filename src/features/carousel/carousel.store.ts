// Browser. The carousel's effects: the banner list after a carousel_picture.url event (spec 001 §7), the
// autoplay timer and what holds it (prefers-reduced-motion, a hidden page), and a banner's activation (a link
// to a member-centre or agent path opens its window on desktop, spec 000 §2; a game goes through the
// launcher). The list the server rendered stays until the platform says it changed: a use_type's live list is
// null until then, so no banner list is ever kept in a server module.
import { atom, onMount, type ReadableAtom, type WritableAtom } from "nanostores";
import type { BannerItem } from "../../contract/promotions.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { $member } from "../../lib/session/session.atoms.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { rememberWindow } from "../../components/ui/windows.ts";
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

const live = new Map<UseType, WritableAtom<BannerItem[] | null>>();

/**
 * The live banner list of a use_type, null while the server's list is current. While shown it listens for
 * carousel_picture.url (spec 001 §7): the event's use_type, or every use_type when it names none.
 */
export function bannersFor(useType: UseType): ReadableAtom<BannerItem[] | null> {
  let $banners = live.get(useType);
  if (!$banners) {
    const $list = atom<BannerItem[] | null>(null);
    onMount($list, () =>
      platformEvents.on("carousel_picture.url", (p) => {
        if (p.use_type === undefined || p.use_type === useType) void refreshBanners(useType, $list);
      }),
    );
    live.set(useType, $list);
    $banners = $list;
  }
  return $banners;
}

async function refreshBanners(useType: UseType, $banners: WritableAtom<BannerItem[] | null>): Promise<void> {
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
    void import("../launcher/client.ts").then((m) => m.startGame(action.target));
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
