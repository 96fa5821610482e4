// Build and tests (pure). The web app manifest of one language (issue "installable app"; spec 000 §1 app shell,
// §9 routed locales): its name and short name, `lang`, the icons (192, 512 and a maskable 512), screenshots at a
// phone's and a desktop's width, shortcuts to Deposit, Slots, Live casino and Letters (spec 000 §2 routes),
// theme colours and `display: standalone`. A routed locale starts and links under its own prefix.
import { languageTag, type Language } from "../../lib/config/constants.ts";
import { localePrefix } from "../../lib/routing/locale.ts";
import { PWA_DIR } from "./sw-routes.ts";

/** The site's background (styles/global.css --bg): splash screen, title bar, and the page's theme-color. */
export const THEME_COLOR = "#0a0e14";

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: "any" | "maskable";
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
  screenshots: (ManifestIcon & { form_factor: "narrow" | "wide"; label: string })[];
  shortcuts: { name: string; short_name: string; url: string; icons: ManifestIcon[] }[];
}

/** The committed images (public/pwa/), made from public/favicon.svg and the real site (scripts/pwa-images.ts). */
export const PWA_IMAGES = {
  icon192: `${PWA_DIR}/icon-192.png`,
  icon512: `${PWA_DIR}/icon-512.png`,
  maskable512: `${PWA_DIR}/maskable-512.png`,
  phone: { src: `${PWA_DIR}/screen-phone.jpg`, width: 390, height: 844 },
  desktop: { src: `${PWA_DIR}/screen-desktop.jpg`, width: 1366, height: 768 },
} as const;

/** Shortcuts (spec 000 §2): the deposit page, the slot and live halls (game types 2 and 3), the member's letters. */
export const SHORTCUTS = [
  { key: "nav.deposit", path: "/user/Deposit" },
  { key: "gameType.2.en", path: "/gameHall/2" },
  { key: "gameType.3.en", path: "/gameHall/3" },
  { key: "nav.letter", path: "/user/Letter" },
] as const;

export type ManifestKey = "pwa.name" | "footer.about" | "site.name" | (typeof SHORTCUTS)[number]["key"];

export function webManifest(lang: Language, t: (key: ManifestKey) => string): WebManifest {
  const prefix = localePrefix(lang);
  const icon = (src: string, size: number, purpose: "any" | "maskable" = "any"): ManifestIcon => ({
    src,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  const shot = (s: { src: string; width: number; height: number }, form: "narrow" | "wide") => ({
    src: s.src,
    sizes: `${s.width}x${s.height}`,
    type: "image/jpeg",
    form_factor: form,
    label: t("footer.about"),
  });
  return {
    // One app whatever the language it was installed in.
    id: "/",
    name: t("pwa.name"),
    short_name: t("site.name"),
    description: t("footer.about"),
    lang: languageTag(lang),
    dir: "ltr",
    start_url: `${prefix}/`,
    scope: "/",
    display: "standalone",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      icon(PWA_IMAGES.icon192, 192),
      icon(PWA_IMAGES.icon512, 512),
      icon(PWA_IMAGES.maskable512, 512, "maskable"),
    ],
    screenshots: [shot(PWA_IMAGES.phone, "narrow"), shot(PWA_IMAGES.desktop, "wide")],
    shortcuts: SHORTCUTS.map((s) => ({
      name: t(s.key),
      short_name: t(s.key),
      url: `${prefix}${s.path}`,
      icons: [icon(PWA_IMAGES.icon192, 192)],
    })),
  };
}
