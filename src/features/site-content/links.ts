// Browser and server (pure). Links the platform hands the site for its footer, mobile footer and floating
// buttons (spec 001 §7 /arks/web/footer, /arks/web/web-mobile-footer, /arks/web/float): each link is checked
// again (src/contract/url.ts; DESIGN "Platform content is hostile"), site paths get the page's language
// prefix, external https links open in a new tab; a title that names one of our keys is translated.
import { isAbsoluteUrl, isRelativeUrl } from "../../contract/url-rules.ts";

export interface PlatformLink {
  id: number;
  title: string;
  link: string;
  icon: string;
}

// What a resolved link is: declared beside the footer that shows it (components sit below features).
import type { SiteLink } from "../../components/layout/footer-entries.ts";
export type { SiteLink };

/** The platform's title for the customer-service entry (sandbox and our reading of the float list). */
export const CUSTOMER_SERVICE_TITLE = "customer_service";

export function resolveLinks(
  list: readonly PlatformLink[],
  localePrefix: string,
  translate: (key: string) => string | null,
): SiteLink[] {
  const out: SiteLink[] = [];
  for (const item of list) {
    const link = item.link.trim();
    let href: string;
    let external = false;
    if (isRelativeUrl(link)) href = link === "/" && localePrefix ? localePrefix : `${localePrefix}${link}`;
    else if (isAbsoluteUrl(link, ["https:"])) {
      href = link;
      external = true;
    } else continue; // no link, or one that must not become an href
    const label = translate(`site.link.${item.title}`) ?? item.title;
    if (label.trim() === "") continue;
    out.push({ id: item.id, label, href, external, support: item.title === CUSTOMER_SERVICE_TITLE, icon: item.icon });
  }
  return out;
}

/** The logo for a use_type (0 desktop, 2 mobile), else the first one, else none. */
export function pickLogo(list: readonly { use_type: number; url: string }[], useType: number): string | null {
  return (list.find((l) => l.use_type === useType) ?? list[0])?.url ?? null;
}
