// What other parts of the site may use of the funds feature (bind account, deposit, withdrawal, records):
// nothing in the browser; pages render its member-centre pages and the deposit form from server.ts.
