// Browser, service worker and build. The service worker's address, apart so the always-on client.ts imports no tables.
export const SW_PATH = "/sw.js";
