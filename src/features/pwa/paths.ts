// Browser, service worker, build and server. Names the always-on client.ts needs, apart so that it imports no tables.
export const SW_PATH = "/sw.js";
/** The Server-Timing entry by which the server says that VITALS_URL is set (server/main.ts, features/pwa/client.ts). */
export const VITALS_TIMING = "vitals";
