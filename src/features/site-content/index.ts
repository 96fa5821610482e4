// The site's own content from the platform (spec 001 §7): what layouts and pages may use.
// Server only (serverCall); the one-time prompts are their own feature (features/prompts), so that their island
// does not drag this module's server code into the browser.
export { loadSiteContent, SITE_CONTENT_TTL_MS, type SiteContent } from "./site-content.ts";
export { resolveLinks, pickLogo, type SiteLink } from "./links.ts";
