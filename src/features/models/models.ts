// Browser and server (pure). The platform's ads, sponsors and login-page models (spec 001 §7 /web/model_setting,
// /web/model_sponsor, /web/model_login) as the page shows them. A platform item is hostile until
// checked (DESIGN "Platform content is hostile"): its link passes the carousel's rules (src/contract/url-rules.ts:
// a site path, shown in the page's language, or an external https URL opened in a new tab; anything else shows
// the image without a link), its image must be a site path or an https URL, and its title becomes the alt text.
import {
  MODEL_IMAGE_SIZE,
  MODEL_VERSION,
  REGISTER_BACKGROUND_SIZE,
  type ModelKind,
} from "../../contract/model-rules.ts";
import { isAbsoluteUrl, isRelativeUrl } from "../../contract/url-rules.ts";

export { MODEL_IMAGE_SIZE, REGISTER_BACKGROUND_SIZE, type ModelKind };

export interface PlatformModel {
  id: number;
  title: string;
  image: string;
  link: string;
}

export interface ModelView {
  id: number;
  /** Also the image's alt text. */
  title: string;
  image: string;
  /** null: the image is shown without a link. */
  href: string | null;
  external: boolean;
}

/** The page's paths: "/" becomes the language prefix itself ("/hi_IN"), others get it in front. */
function sitePath(path: string, prefix: string): string {
  return path === "/" && prefix ? prefix : `${prefix}${path}`;
}

function safeImage(src: unknown): src is string {
  return typeof src === "string" && (isRelativeUrl(src) || isAbsoluteUrl(src, ["https:"]));
}

/** The items the page may show, in the platform's order; an item with a bad image or no id is left out. */
export function resolveModels(list: readonly unknown[], localePrefix: string): ModelView[] {
  const out: ModelView[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const item = raw as Partial<Record<keyof PlatformModel, unknown>>;
    if (typeof item.id !== "number" || !Number.isInteger(item.id) || !safeImage(item.image)) continue;
    const title = typeof item.title === "string" ? item.title.trim() : "";
    const link = typeof item.link === "string" ? item.link.trim() : "";
    let href: string | null = null;
    let external = false;
    if (link !== "" && isRelativeUrl(link)) href = sitePath(link, localePrefix);
    else if (link !== "" && isAbsoluteUrl(link, ["https:"])) {
      href = link;
      external = true;
    }
    out.push({ id: item.id, title, image: item.image, href, external });
  }
  return out;
}

/** The request of a model list for this page (spec 001 §7: site_id, language, model_version). */
export function modelRequest(siteId: number, language: string, layout: "desktop" | "mobile") {
  return { site_id: siteId, language, model_version: MODEL_VERSION[layout] };
}

/** The contract path of each kind and the platform event that refreshes it (spec 001 §7). */
export const MODEL_KINDS = {
  setting: { path: "/api/web/model_setting", event: "model_settings.url" },
  sponsor: { path: "/api/web/model_sponsor", event: "model_sponsor.url" },
  login: { path: "/api/web/model_login", event: "model_login.url" },
} as const satisfies Record<ModelKind, { path: string; event: string }>;

/** The register background for a layout, when the platform gave a safe image for it. */
export function registerBackground(
  answer: { desktop?: unknown; mobile?: unknown } | null | undefined,
  layout: "desktop" | "mobile",
): string | null {
  const src = answer?.[layout];
  return safeImage(src) ? src : null;
}
