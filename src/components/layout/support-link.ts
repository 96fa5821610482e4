// Ships to server and browser (pure). The footer's Support entry (spec 000 §2 customer service): where it
// leads. The platform names a customer-service link (spec 001 §7 /arks/web/site/detail customer_service_link);
// until it has answered, or when it has none or a bad one, Support leads to the FAQ's contact answer, which
// says honestly how to reach the operator.

/** The FAQ's contact answer (src/content/faq/<lang>/8.md, `<h2 id="contact">`); unprefixed. */
export const SUPPORT_FALLBACK_PATH = "/faq/8#contact";

/**
 * The platform's customer-service link as an href, or null when it must not become one: an https URL, or a
 * path on this site; never javascript:, data: or plain http (DESIGN "Platform content is hostile").
 */
export function customerServiceHref(link: unknown, origin: string): string | null {
  if (typeof link !== "string" || link.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(link.trim(), origin);
  } catch {
    return null;
  }
  if (url.origin === new URL(origin).origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.protocol === "https:" && url.hostname !== "" ? url.toString() : null;
}
