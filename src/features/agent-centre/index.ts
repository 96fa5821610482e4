// What other parts of the site may use of the agent-centre feature (the agent's reports and money pages): nothing
// in the browser; the /proxy route renders its pages from server.ts.
export {};
