// The installable app's server-rendered pieces (imported from a layout's frontmatter only).
export { default as OfflineBadge } from "./OfflineBadge.astro";
export { default as UpdateToast } from "./UpdateToast.astro";
export { default as OfflineRefusal } from "./OfflineRefusal.astro";
export { default as InstallOffer } from "./InstallOffer.astro";
export { THEME_COLOR } from "./manifest.ts";
export { manifestPath } from "./sw-routes.ts";
