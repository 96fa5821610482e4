// What other parts of the site may use of the profile feature: nothing in the browser; pages render its
// member-centre page (/user/Info) from server.ts.
