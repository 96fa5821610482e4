/**
 * Success codes of the platform envelope (spec 000 §8, spec 001 §8). A module of its own so that the light call
 * path of content pages (src/lib/api/light.ts) does not pull the whole constants chunk into their JS budget.
 */
export const SUCCESS_CODES = [100, 1000] as const;
