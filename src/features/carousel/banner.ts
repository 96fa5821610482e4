// Browser and server (pure). What a carousel banner does when a visitor or member activates it (spec 000 §3
// banner item, §2 proxy rule, §5 IS_DEMO and quick-access currency), and which use_type a page asks for
// (spec 000 §7, §9: 0 desktop, 1 small, 2 mobile). Every link is checked again here (src/contract/url.ts):
// the contract already refuses javascript: and data:, this keeps a bad item from ever becoming an href.
import type { BannerItem } from "../../contract/promotions.ts";
import { isAbsoluteUrl, isRelativeUrl } from "../../contract/url-rules.ts";
import type { GameTarget } from "../launcher/index.ts";

export type UseType = 0 | 1 | 2;

/**
 * The carousel's use_type: 2 on the mobile template; on the desktop template 0, or 1 ("small") when the
 * desktop template is locked on (DESKTOP_LOCK) for a phone or tablet, whose screen is small (our reading of
 * "small": the spec names it only).
 */
export function useTypeFor(device: "desktop" | "mobile", desktopLock: boolean): UseType {
  if (device === "mobile") return desktopLock ? 1 : 2;
  return 0;
}

export interface BannerContext {
  /** IS_DEMO: banner links are disabled (spec 000 §5). */
  isDemo: boolean;
  /** The currency the site shows (the member's, else the page's): a game banner for another is ignored. */
  siteCurrency: string;
  /** layout agent_active = 1 (spec 001 §3); false for visitors and until the layout is known. */
  agentActive: boolean;
  /** "" or "/hi_IN": site paths are shown in the page's language. */
  localePrefix: string;
}

export type BannerAction =
  | { kind: "none" }
  /** `href` is ready for an <a>; `newTab` for link_method 1. */
  | { kind: "link"; href: string; newTab: boolean; external: boolean }
  | { kind: "game"; target: GameTarget };

const NONE: BannerAction = { kind: "none" };

/** A banner at the agent area: /proxy, /proxy?…, /proxy/… (spec 000 §2). */
export function isProxyPath(path: string): boolean {
  return /^\/proxy(?:[/?#]|$)/.test(path);
}

/** spec 000 §2: an active agent goes to the agent area, anybody else to agent registration. */
export function proxyPath(agentActive: boolean): string {
  return agentActive ? "/proxy" : "/proxy?page=Register";
}

function sitePath(path: string, prefix: string): string {
  return path === "/" && prefix ? prefix : `${prefix}${path}`;
}

/** The banner rules (spec 000 §3, §2, §5) as one decision. */
export function bannerAction(banner: BannerItem, ctx: BannerContext): BannerAction {
  if (ctx.isDemo) return NONE;
  const newTab = banner.link_method === 1;
  if (banner.link_type === 2) {
    const g = banner.game_link_parameter;
    if (!g || g.currency !== ctx.siteCurrency) return NONE;
    return {
      kind: "game",
      target: {
        gpId: g.gp_id,
        gtId: g.gt_id,
        gameCode: "",
        house: 0,
        customized: g.customized === 1,
        currency: g.currency,
      },
    };
  }
  const link = banner.link.trim();
  if (link === "") return NONE;
  if (banner.link_type === 0) {
    // External: an https URL of another site; a site path given as "external" is still a site path.
    if (isAbsoluteUrl(link, ["https:"])) return { kind: "link", href: link, newTab, external: true };
    if (!isRelativeUrl(link)) return NONE;
  }
  if (!isRelativeUrl(link)) return NONE;
  const path = isProxyPath(link) ? proxyPath(ctx.agentActive) : link;
  return { kind: "link", href: sitePath(path, ctx.localePrefix), newTab, external: false };
}

/** The image of a banner: our `image` field, else the spec's `url`. */
export function bannerImage(banner: BannerItem): string {
  return banner.image || banner.url;
}

/**
 * The banner sizes per use_type (our decision; the sandbox draws them so): the carousel reserves this aspect
 * ratio before any image arrives (no layout shift) and gives the first image its width and height.
 */
export const BANNER_SIZE: Record<UseType, readonly [number, number]> = {
  0: [1920, 500],
  1: [600, 200],
  2: [750, 360],
};
