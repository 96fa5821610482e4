// Browser. The second step of loader.ts: the island's module and the list of every chunk it needs live here,
// fetched on first use, so the page itself carries only loader.ts (about 0.3 KB gzip instead of 1 KB: the
// bundler's list of the island's chunks was most of it, on every page with a header).
export const loadMount = () => import("./mount.tsx");
