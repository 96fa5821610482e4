// Ships to server and browser, and is imported by the sandbox. The operator's jurisdiction profiles
// (COMPLIANCE_PROFILE) and country block (BLOCKED_COUNTRIES): which player-protection rule each profile turns on.
// OUR EXTENSION: the spec is silent on player protection; the rules follow the UK Gambling Commission's Remote
// Technical Standards (ukgc), the Malta Gaming Authority's player-protection directive (mga) and the Tamil Nadu
// Online Gaming Authority's 2025 regulations (tn). Pure: the site's config (src/lib/config/env.ts) and the
// sandbox (sandbox/index.ts) parse the same text with these functions.

/** The jurisdiction profiles an operator may combine. */
export const COMPLIANCE_PROFILES = ["ukgc", "mga", "tn"] as const;
export type ComplianceProfile = (typeof COMPLIANCE_PROFILES)[number];

/**
 * The rules a profile may turn on. The tools every profile offers (limits, time-out, self-exclusion, the
 * account history, age confirmation) are always on; these are the ones that differ by jurisdiction.
 */
export const COMPLIANCE_RULES = [
  /** No login and no play1 from 00:00 to 05:00 India time (tn). */
  "night_block",
  /** "Online gaming is addictive in nature" on the login and registration forms (tn). */
  "addiction_warning",
  /** Before each deposit, the limits and what has been spent against them (tn). */
  "deposit_popup",
  /** The reality check at the interval the member picks, default 60 minutes (ukgc, mga). */
  "reality_check_member_interval",
  /** The reality check after 60 minutes of continuous play, then every 30 minutes (tn). */
  "reality_check_fixed",
] as const;
export type ComplianceRule = (typeof COMPLIANCE_RULES)[number];

/** Which profile turns on which rule (README "Player protection" lists the same table). */
export const RULES_BY_PROFILE: Readonly<Record<ComplianceProfile, readonly ComplianceRule[]>> = {
  ukgc: ["reality_check_member_interval"],
  mga: ["reality_check_member_interval"],
  tn: ["night_block", "addiction_warning", "deposit_popup", "reality_check_fixed"],
};

/** The profiles in force: a set, possibly empty (`none`). */
export type ComplianceProfiles = readonly ComplianceProfile[];

/** The default: all three, the strictest combination. */
export const DEFAULT_COMPLIANCE_PROFILES: ComplianceProfiles = COMPLIANCE_PROFILES;

/** Whether `rule` is on under `profiles`. */
export function ruleOn(profiles: ComplianceProfiles, rule: ComplianceRule): boolean {
  return profiles.some((p) => RULES_BY_PROFILE[p].includes(rule));
}

/** Every rule on under `profiles`, in COMPLIANCE_RULES' order. */
export function rulesOn(profiles: ComplianceProfiles): ComplianceRule[] {
  return COMPLIANCE_RULES.filter((r) => ruleOn(profiles, r));
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * COMPLIANCE_PROFILE's text: a comma-separated set of ukgc, mga, tn, or `none`; empty or unset is the default
 * (all three). Case and spaces do not matter; `none` cannot be combined with a profile.
 */
export function parseComplianceProfile(text: string | undefined): Parsed<ComplianceProfiles> {
  if (text === undefined || text.trim() === "") return { ok: true, value: DEFAULT_COMPLIANCE_PROFILES };
  const items = text
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (items.length === 1 && items[0] === "none") return { ok: true, value: [] };
  const bad = items.filter((i) => !(COMPLIANCE_PROFILES as readonly string[]).includes(i));
  if (bad.length || items.length === 0)
    return {
      ok: false,
      error:
        `COMPLIANCE_PROFILE has unknown value(s) ${bad.map((b) => `"${b}"`).join(", ") || "(empty)"}; ` +
        `allowed: a comma-separated set of ${COMPLIANCE_PROFILES.join(", ")}, or none`,
    };
  return { ok: true, value: COMPLIANCE_PROFILES.filter((p) => items.includes(p)) };
}

/** An ISO 3166-1 alpha-2 code as the CDN sends it (CF-IPCountry: "IN"); "XX" and "T1" are Cloudflare's unknown/Tor. */
const COUNTRY_CODE = /^[A-Z]{2}$|^T1$/;

/** BLOCKED_COUNTRIES' text: comma-separated ISO 3166-1 alpha-2 codes (any case); unset or empty blocks none. */
export function parseBlockedCountries(text: string | undefined): Parsed<readonly string[]> {
  if (text === undefined || text.trim() === "") return { ok: true, value: [] };
  const items = text
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const bad = items.filter((i) => !COUNTRY_CODE.test(i));
  if (bad.length)
    return {
      ok: false,
      error: `BLOCKED_COUNTRIES must list ISO 3166 two-letter country codes such as IN,US; cannot read ${bad.map((b) => `"${b}"`).join(", ")}`,
    };
  return { ok: true, value: [...new Set(items)] };
}

/** A country as a header or the sandbox's IP rule gives it, normalised; anything unreadable is unknown (null). */
export function normaliseCountry(value: string | null | undefined): string | null {
  const v = value?.trim().toUpperCase() ?? "";
  return COUNTRY_CODE.test(v) ? v : null;
}

/** Whether a visitor from `country` is refused registration, login, deposits and play. Unknown is never blocked. */
export function countryBlocked(blocked: readonly string[], country: string | null | undefined): boolean {
  const c = normaliseCountry(country);
  return c !== null && blocked.includes(c);
}

/** The operator's compliance configuration, as both halves read it. */
export interface ComplianceConfig {
  profiles: ComplianceProfiles;
  blockedCountries: readonly string[];
}

export const DEFAULT_COMPLIANCE: ComplianceConfig = {
  profiles: DEFAULT_COMPLIANCE_PROFILES,
  blockedCountries: [],
};
