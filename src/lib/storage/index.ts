// Browser (safe to import on the server). Storage and cookie helpers.
export * from "./storage.ts";
export * from "./cookies.ts";
export * from "./ad-tracking.ts";
