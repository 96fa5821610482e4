// Browser and server. Catalogue constants (spec 000 §9) and our page sizes.
/** At most 15 provider names in the description (spec 000 §5, §9). */
export const PROVIDER_DESCRIPTION_LIMIT = 15;
/** Demo-capable slot providers (spec 000 §9). */
export const DEMO_PROVIDERS = ["GPR8", "GPJD", "GPFC", "GPJL"] as const;
/** Games painted at first and added per "show more" (our decision: three to four screens of tiles on a phone). */
export const GAME_PAGE_SIZE = 48;
/** Server answers reused for this long (the page cache is 5 s; the catalogue changes rarely). */
export const CATALOGUE_TTL_MS = 60_000;

export function isDemoProvider(gpId: string): boolean {
  return (DEMO_PROVIDERS as readonly string[]).includes(gpId);
}
