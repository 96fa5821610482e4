// The home page's marquee and news (spec 000 §2, §3, §7): what pages may use.
export { default as Marquee } from "./Marquee.tsx";
export { visibleAnnouncements, plainText, MARQUEE_ORDER, MARQUEE_TTL_MS, type Announcement } from "./announcements.ts";
