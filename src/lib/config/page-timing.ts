// Ships to server and browser. The few numbers the page's always-on script needs, apart from constants.ts: that
// module is one shared chunk of 1.3 KB gzip, and importing any of it would put all of it on every content page
// (DESIGN JS budget: content pages ≤ 5 KB gzip before interaction). constants.ts re-exports these.

/** Layout: desktop at this width and wider (spec 001 §2, spec 000 §9 "mobile up to 992 px"). */
export const DESKTOP_MIN_WIDTH = 992;
/** The layout attribute follows the width this long after the last resize (spec 000 §9). */
export const RESIZE_DEBOUNCE_MS = 1_000;
/** At most one reload per this long for a failed chunk (spec 000 §8, §9 chunk reload throttle). */
export const CHUNK_RELOAD_THROTTLE_MS = 10_000;
