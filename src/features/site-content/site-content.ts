// Server only. The site's own content from the platform (spec 001 §7): logo, footer links and
// copyright, the mobile footer's links, floating buttons, read while a page renders through serverCall and cached briefly (a minute):
// an operator's change shows within that time, and customer_service_link_change updates the Support links of
// open pages at once (components/layout/support-client.ts). A platform that does not answer (or a prerender,
// which has no platform) leaves each part null and the layout shows its own.
import { siteCalls } from "../../contract/site.ts";
import { serverCall, type RenderBudget } from "../../lib/api/server-call.ts";
import { pickLogo, resolveLinks, type SiteLink } from "./links.ts";
import { runtimeKey, type LocaleKey } from "../../lib/i18n/keys.ts";
import { createIdentityMemo } from "../../lib/render/memo.ts";

export const SITE_CONTENT_TTL_MS = 60_000;

/**
 * The view of the same answers is the same object (every page renders the layout: its links were resolved again on
 * every render), which also lets the layout's memoised parts key on it cheaply (lib/render/memo.ts).
 */
const views = createIdentityMemo<SiteContent>();

export interface SiteContent {
  logo: string | null;
  footer: { links: SiteLink[]; copyright: string } | null;
  /** The mobile layout's footer links (/arks/web/web-mobile-footer); the desktop keeps `footer`. */
  mobileFooter: SiteLink[] | null;
  float: SiteLink[] | null;
}

interface Locals {
  lang: string;
  localePrefix: string;
  device: "desktop" | "mobile";
  config: { siteId: number };
  t: (key: LocaleKey) => string;
}

/**
 * `budget`: the page render's (renderBudget). The layout renders after the page has made its calls, so on a slow
 * platform little is left: a part that came late is null like a failed one, and the layout shows its own (the
 * built-in logo and links) rather than a skeleton; the call goes on and the next page has the operator's.
 */
export async function loadSiteContent(locals: Locals, budget?: RenderBudget): Promise<SiteContent> {
  const opts = { lang: locals.lang, ttlMs: SITE_CONTENT_TTL_MS, ...(budget ? { budget } : {}) };
  const site = { site_id: locals.config.siteId };
  const [logo, footer, mobileFooter, float] = await Promise.all([
    serverCall(siteCalls.logo, site, opts),
    serverCall(siteCalls.footer, site, opts),
    serverCall(siteCalls.mobileFooter, site, opts),
    serverCall(siteCalls.float, site, opts),
  ]);
  const key = `${locals.lang}\u0000${locals.localePrefix}\u0000${locals.device}\u0000${locals.config.siteId}`;
  return views(key, [logo, footer, mobileFooter, float, locals.t], () => {
    const translate = (key: string) => {
      // A platform link names its text; the site shows its own words only where a key of that name exists.
      const text = locals.t(runtimeKey(key));
      return text === key ? null : text;
    };
    return {
      logo: logo ? pickLogo(logo.web_logo_list, locals.device === "mobile" ? 2 : 0) : null,
      footer: footer
        ? { links: resolveLinks(footer.list, locals.localePrefix, translate), copyright: footer.copyright }
        : null,
      mobileFooter: mobileFooter ? resolveLinks(mobileFooter.list, locals.localePrefix, translate) : null,
      float: float ? resolveLinks(float.list, locals.localePrefix, translate) : null,
    };
  });
}
