// What other parts of the site may use of the announcements feature (issue 11 /user/Announcement).
export { default as Announcements } from "./Announcements.tsx";
