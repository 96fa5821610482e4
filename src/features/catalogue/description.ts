// Browser and server (pure). The provider description names at most the top 15 providers (spec 000 §5, §9).
import { PROVIDER_DESCRIPTION_LIMIT } from "./constants.ts";

/** Provider names in the platform's order, without repeats or blanks, at most `limit` (spec 000 §9: 15). */
export function topProviderNames(
  providers: readonly { gp_name: string }[],
  limit: number = PROVIDER_DESCRIPTION_LIMIT,
): string[] {
  const out: string[] = [];
  for (const p of providers) {
    const name = p.gp_name.trim();
    if (name && !out.includes(name)) out.push(name);
    if (out.length >= limit) break;
  }
  return out;
}
