// Browser only. Points the Support links (footer, mobile tab bar) at the platform's customer-service link once
// /arks/web/site/detail has answered (spec 001 §7), opening it in a new tab; otherwise they stay on the FAQ's
// contact answer (support-link.ts). Through the API client's light path and the contract's light parser
// (src/lib/README.md): content pages keep their JS budget, without zod or ofetch.
// customer_service_link_change (spec 001 §7 web_member, a platform event once the real-time connection runs)
// points them at the new link without a reload; an empty link sends them back to the FAQ. A page-level start
// (the links are the layout's markup, no store holds them), run by layout-client.ts. Platform events come only
// once the account machinery runs, which starts inside an island: the listener's module loads once the first
// island has hydrated, not with every content page.
import { siteDetailLinkCall } from "../../contract/light.ts";
import { callLight } from "../../lib/api/light.ts";
import { whenIslandsRun } from "../../lib/boot/islands.ts";
import type * as PlatformEvents from "../../lib/realtime/platform-events.ts";
import { SUPPORT_FALLBACK_PATH, customerServiceHref } from "./support-link.ts";

/** The Support links: the fallback ones (marked on first sight, their href changes) and the platform's. */
function supportLinks(): HTMLAnchorElement[] {
  const links = Array.from(
    document.querySelectorAll<HTMLAnchorElement>(`a[href$="${SUPPORT_FALLBACK_PATH}"], a[data-support-link]`),
  );
  for (const a of links) a.dataset["supportLink"] = "";
  return links;
}

function pointSupportLinks(links: readonly HTMLAnchorElement[], href: string): void {
  for (const a of links) {
    a.href = href;
    if (new URL(href, location.origin).origin !== location.origin) {
      a.target = "_blank";
      a.rel = "noopener noreferrer";
    } else {
      a.removeAttribute("target");
      a.removeAttribute("rel");
    }
  }
}

async function platformLink(siteId: number): Promise<string> {
  return (await callLight(siteDetailLinkCall, { site_id: siteId })).customer_service_link;
}

/**
 * `loadEvents` imports lib/realtime/platform-events.ts (a parameter, so unit tests can hand in their own).
 */
export function installSupportLink(loadEvents: () => Promise<typeof PlatformEvents>): void {
  const links = supportLinks();
  if (links.length === 0) return;
  // The layout writes the site id on <html> (the boot data would bring its parser and constants along).
  const rawSiteId = document.documentElement.dataset["siteId"] ?? "";
  if (!/^\d{1,9}$/.test(rawSiteId)) return;
  const siteId = Number(rawSiteId);
  let live = false; // a live change is newer than the first answer
  const run = () =>
    void platformLink(siteId)
      .then((link) => {
        const href = customerServiceHref(link, location.origin);
        if (href && !live) pointSupportLinks(links, href);
      })
      .catch(() => undefined); // the platform is down: the FAQ's contact answer stays
  whenIslandsRun(
    () =>
      void loadEvents().then(({ platformEvents }) =>
        platformEvents.on("customer_service_link_change", (p) => {
          live = true;
          const prefix = document.documentElement.dataset["prefix"] ?? "";
          pointSupportLinks(links, customerServiceHref(p.link, location.origin) ?? `${prefix}${SUPPORT_FALLBACK_PATH}`);
        }),
      ),
  );
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
