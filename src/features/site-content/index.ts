// The site's own content from the platform (spec 001 §7; issue 10) and the home page's one-time prompts
// (spec 000 §2): what layouts and pages may use. loadSiteContent is server only.
export { loadSiteContent, SITE_CONTENT_TTL_MS, type SiteContent } from "./site-content.ts";
export { resolveLinks, pickLogo, type SiteLink } from "./links.ts";
export { default as Prompts, type PromptTexts } from "./Prompts.tsx";
export { promptToShow, type PromptKind } from "./prompts.ts";
