// What other parts of the site may use of the records feature: nothing in the browser; pages render its
// member-centre page (/user/Transaction) from server.ts.
