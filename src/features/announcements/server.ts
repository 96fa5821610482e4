// What only the server renders of the announcements feature: its member-centre page (spec 001 §2 info_center).
export { default as AnnouncementPage } from "./AnnouncementPage.astro";
