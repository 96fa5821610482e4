// Ships to server and browser, and is imported by the sandbox. URL fields of the contract (DESIGN "Platform
// content is hostile until proven otherwise"; security: lobby_url). A URL the platform sends or
// receives becomes an href, src or navigation somewhere, so each URL field accepts only what is safe there:
// - a root-relative path: one leading "/" (never "//" or "/\", which browsers read as another host);
// - an absolute http(s) URL (https only where an external link is allowed), without user:password@;
// never javascript:, data: (but for inline images), vbscript: or any other scheme, and no whitespace or
// control characters (browsers drop tabs and newlines, so "/\t/evil.example" would become "//evil.example").
import { z } from "./zod.ts";

import { MAX_URL, isAbsoluteUrl, isRelativeUrl } from "./url-rules.ts";

export { isAbsoluteUrl, isRelativeOrSameOrigin, isRelativeUrl } from "./url-rules.ts";

const DATA_IMAGE = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp)(?:;[a-z0-9=.+-]+)*,/i;

const RELATIVE_MESSAGE = "must be a path starting with a single /";
const HTTP_MESSAGE = "must be a path starting with a single / or an http(s) URL";
const HTTPS_MESSAGE = "must be a path starting with a single / or an https URL";

/** A path of this site: "/discount", "/user?page=MyWallet". */
export const RelativeUrlSchema = z.string().check(z.maxLength(MAX_URL), z.refine(isRelativeUrl, RELATIVE_MESSAGE));

/**
 * A path or an absolute http(s) URL. For URLs whose origin the receiver checks further: lobby_url (the
 * sandbox and platform accept only their own origin), game and quick-bet URLs (the game's host, opened in a
 * window or an iframe whose origin is then checked).
 */
export const RelativeOrHttpUrlSchema = z.string().check(
  z.maxLength(MAX_URL),
  z.refine((v) => isRelativeUrl(v) || isAbsoluteUrl(v), HTTP_MESSAGE),
);

/** A link the site shows (banner, footer, float, customer service): a path of this site or an external https URL. */
export const SafeLinkSchema = z.string().check(
  z.maxLength(MAX_URL),
  z.refine((v) => isRelativeUrl(v) || isAbsoluteUrl(v, ["https:"]), HTTPS_MESSAGE),
);

/** A link that may be absent: "" means no link (a game banner, an unset customer-service link). */
export const OptionalLinkSchema = z.union([z.literal(""), SafeLinkSchema]);

/** An image source: a path, an https URL or an inline raster/SVG data: URL (images never run scripts). */
export const ImageUrlSchema = z.string().check(
  z.maxLength(512 * 1024),
  z.refine(
    (v) => isRelativeUrl(v) || isAbsoluteUrl(v, ["https:"]) || DATA_IMAGE.test(v),
    "must be a path, an https URL or a data:image URL",
  ),
);
