/**
 * Success codes of the platform envelope (spec 000 §8, spec 001 §8). A module of its own so that the light call
 * path of content pages (src/lib/api/light.ts) does not pull the whole constants chunk into their JS budget, and
 * zod-free, so the API client's rules (src/lib/api/rules.ts, which the wallet's machines import) need no zod.
 */
export const SUCCESS_CODES = [100, 1000] as const;

export function isSuccessCode(code: number): boolean {
  return (SUCCESS_CODES as readonly number[]).includes(code);
}
