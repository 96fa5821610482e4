// What other parts of the site may use of the announcements feature: nothing in the browser; pages render its
// member-centre page (/user/Announcement) from server.ts.
