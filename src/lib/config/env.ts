// Server only. The site's configuration from the environment, validated once at start (DESIGN "Config is validated at start").
// Astro's `astro:env` schema declares the same variables for pages; this zod parser is the single place that
// turns them into typed, structured config and names every bad variable in one friendly error.
import * as z from "zod/mini";
import { loadEnglishMessages } from "../../contract/zod.ts";
import { CURRENCIES, LANGUAGES, isCurrency, isLanguage, type Currency, type Language } from "./constants.ts";
import { parseTrustedProxies } from "../../contract/client-address.ts";
import { parseBlockedCountries, parseComplianceProfile } from "../../contract/compliance.ts";

loadEnglishMessages();

/** An optional setting read by a parser that says what it could not read; that fails the start-up. */
const parsedBy = <R extends { ok: true; value: unknown } | { ok: false }>(
  parse: (text: string | undefined) => R,
  message: (failure: Extract<R, { ok: false }>) => string,
) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v, ctx): Extract<R, { ok: true }>["value"] => {
      const parsed = parse(v);
      if (parsed.ok) return (parsed as Extract<R, { ok: true }>).value;
      ctx.issues.push({ code: "custom", input: ctx.value, message: message(parsed as Extract<R, { ok: false }>) });
      return z.NEVER;
    }),
  );

const flag = (name: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v, ctx) => {
      if (v === undefined || v === "") return false;
      const s = v.trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(s)) return true;
      if (["0", "false", "no", "off"].includes(s)) return false;
      ctx.issues.push({ code: "custom", input: ctx.value, message: `${name} must be true or false, got "${v}"` });
      return z.NEVER;
    }),
  );

const list = <T extends string>(name: string, allowed: readonly T[], fallback: readonly T[]) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v, ctx): T[] => {
      if (v === undefined || v.trim() === "") return [...fallback];
      const items = v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.filter((i) => !(allowed as readonly string[]).includes(i));
      if (bad.length || items.length === 0) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `${name} has unknown value(s) ${bad.map((b) => `"${b}"`).join(", ") || "(empty)"}; allowed: ${allowed.join(", ")}`,
        });
        return z.NEVER;
      }
      return [...new Set(items)] as T[];
    }),
  );

const url = (name: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return undefined;
      try {
        return new URL(v).toString().replace(/\/$/, "");
      } catch {
        ctx.issues.push({ code: "custom", input: ctx.value, message: `${name} must be an absolute URL, got "${v}"` });
        return z.NEVER;
      }
    }),
  );

/** An operator's link that leaves the site (app stores, the APK): https only, kept exactly as given. */
const httpsUrl = (name: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return undefined;
      let parsed: URL | null = null;
      try {
        parsed = new URL(v.trim());
      } catch {
        parsed = null;
      }
      if (!parsed || parsed.protocol !== "https:" || !parsed.hostname) {
        ctx.issues.push({ code: "custom", input: ctx.value, message: `${name} must be an https:// URL, got "${v}"` });
        return z.NEVER;
      }
      return parsed.toString();
    }),
  );

/** The operator's per-language default currencies, `en_US:INR,bn_BD:USD` (over spec 000 §9's table). */
const languageCurrencies = (name: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v, ctx): Partial<Record<Language, Currency>> => {
      const map: Partial<Record<Language, Currency>> = {};
      if (v === undefined || v.trim() === "") return map;
      const bad: string[] = [];
      for (const pair of v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [lang, currency, extra] = pair.split(":").map((s) => s.trim());
        if (extra === undefined && isLanguage(lang) && isCurrency(currency)) map[lang] = currency;
        else bad.push(pair);
      }
      if (bad.length) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `${name} has bad pair(s) ${bad.map((b) => `"${b}"`).join(", ")}; write language:currency pairs such as en_US:INR`,
        });
        return z.NEVER;
      }
      return map;
    }),
  );

/** The request header that carries the visitor's country (ISO 3166 alpha-2), set by the CDN; `off` reads none. */
const headerName = (name: string, fallback: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v, ctx): string | undefined => {
      if (v === undefined || v.trim() === "") return fallback.toLowerCase();
      const s = v.trim();
      if (s.toLowerCase() === "off") return undefined;
      if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(s)) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value,
          message: `${name} must be an HTTP header name or "off", got "${v}"`,
        });
        return z.NEVER;
      }
      return s.toLowerCase();
    }),
  );

export const EnvSchema = z
  .object({
    SITE_ID: z.pipe(
      z.optional(z.string()),
      z.transform((v, ctx) => {
        if (v === undefined || v.trim() === "") return 1;
        if (!/^\d+$/.test(v.trim())) {
          ctx.issues.push({ code: "custom", input: ctx.value, message: `SITE_ID must be a whole number, got "${v}"` });
          return z.NEVER;
        }
        return Number(v);
      }),
    ),
    SITE_NAME: z.pipe(
      z.optional(z.string()),
      z.transform((v) => (v && v.trim() ? v.trim() : "lobby")),
    ),
    CURRENCIES: list<Currency>("CURRENCIES", CURRENCIES, ["INR", "USD"]),
    LANGUAGES: list<Language>("LANGUAGES", LANGUAGES, LANGUAGES),
    /** The operator's per-language default currencies (spec 000 §9's table otherwise). */
    LANGUAGE_CURRENCIES: languageCurrencies("LANGUAGE_CURRENCIES"),
    /**
     * The CDN's header with the visitor's country; its currency comes first (src/lib/config/constants.ts) and
     * BLOCKED_COUNTRIES reads it. Believed only from a TRUSTED_PROXIES peer (server/main.ts).
     */
    COUNTRY_HEADER: headerName("COUNTRY_HEADER", "CF-IPCountry"),
    /** The jurisdiction profiles in force (src/contract/compliance.ts): ukgc, mga, tn, or none; default all three. */
    COMPLIANCE_PROFILE: parsedBy(parseComplianceProfile, (f) => f.error),
    /** Countries (ISO 3166 alpha-2) refused registration, login, deposits and play (src/contract/compliance.ts). */
    BLOCKED_COUNTRIES: parsedBy(parseBlockedCountries, (f) => f.error),
    IS_DEMO: flag("IS_DEMO"),
    DESKTOP_LOCK: flag("DESKTOP_LOCK"),
    GAME_ROOM: flag("GAME_ROOM"),
    PLATFORM_API_URL: url("PLATFORM_API_URL"),
    REALTIME_URL: url("REALTIME_URL"),
    /**
     * Where POST /vitals forwards the browsers' web-vitals reports (LCP, INP, CLS per page template); "log" writes
     * them to the server's log instead. Unset: off, and pages load no reporter at all.
     */
    VITALS_URL: z.pipe(
      z.optional(z.string()),
      z.transform((v, ctx) => {
        const s = v?.trim();
        if (!s) return undefined;
        if (s === "log") return s;
        try {
          return new URL(s).toString();
        } catch {
          ctx.issues.push({
            code: "custom",
            input: ctx.value,
            message: `VITALS_URL must be an absolute URL or "log", got "${v}"`,
          });
          return z.NEVER;
        }
      }),
    ),
    SITE_VERIFICATION: z.pipe(
      z.optional(z.string()),
      z.transform((v) => (v && v.trim() ? v.trim() : undefined)),
    ),
    /** How long a server-rendered page is reused for the same URL, cookies and device class (server/html-cache.ts). */
    HTML_CACHE_MS: z.pipe(
      z.optional(z.string()),
      z.transform((v, ctx) => {
        if (v === undefined || v.trim() === "") return 5000;
        if (!/^\d+$/.test(v.trim()) || Number(v) > 3_600_000) {
          ctx.issues.push({
            code: "custom",
            input: ctx.value,
            message: `HTML_CACHE_MS must be a whole number of milliseconds from 0 to 3600000, got "${v}"`,
          });
          return z.NEVER;
        }
        return Number(v);
      }),
    ),
    /** The app's App Store page; unset hides the iPhone download button on /app. */
    APP_IOS_URL: httpsUrl("APP_IOS_URL"),
    /** The app's Google Play page; unset hides the Google Play button on /app. */
    APP_ANDROID_URL: httpsUrl("APP_ANDROID_URL"),
    /** A direct download of the Android package (.apk); unset hides the APK button on /app. */
    APP_APK_URL: httpsUrl("APP_APK_URL"),
    /**
     * The proxies whose X-Forwarded-For, -Proto and -Host are believed (src/contract/client-address.ts):
     * addresses, CIDR ranges, `loopback`, `private`, comma-separated. Unset trusts no one.
     */
    TRUSTED_PROXIES: parsedBy(
      parseTrustedProxies,
      (f) =>
        `TRUSTED_PROXIES must list IP addresses or CIDR ranges (or loopback, private), comma-separated; ` +
        `cannot read ${f.bad.map((b) => `"${b}"`).join(", ")}`,
    ),
    /**
     * The sandbox's clock starts at this ISO date-time with an offset (e.g. 2026-01-05T12:00:00+05:30) and runs
     * on from there (sandbox/clock.ts); unset follows real time. Tests and CI set it so no rule depends on the hour.
     */
    SANDBOX_NOW: z.pipe(
      z.optional(z.string()),
      z.transform((v, ctx) => {
        if (v === undefined || v.trim() === "") return undefined;
        const ok = z.iso.datetime({ offset: true }).safeParse(v.trim()).success;
        if (!ok) {
          ctx.issues.push({
            code: "custom",
            input: ctx.value,
            message: `SANDBOX_NOW must be an ISO date-time with a time zone, e.g. 2026-01-05T12:00:00+05:30, got "${v}"`,
          });
          return z.NEVER;
        }
        return v.trim();
      }),
    ),
    NODE_ENV: z.optional(z.string()),
  })
  .check(
    z.superRefine((env, ctx) => {
      // An override naming a currency the site does not offer would never apply: refuse it rather than ignore it.
      const unoffered = Object.entries(env.LANGUAGE_CURRENCIES).filter(([, c]) => !env.CURRENCIES.includes(c));
      if (unoffered.length) {
        ctx.addIssue({
          code: "custom",
          message: `LANGUAGE_CURRENCIES names ${unoffered.map(([l, c]) => `${l}:${c}`).join(", ")}, not in CURRENCIES (${env.CURRENCIES.join(",")})`,
        });
      }
      if (Boolean(env.PLATFORM_API_URL) === Boolean(env.REALTIME_URL)) return;
      const set = env.PLATFORM_API_URL ? "PLATFORM_API_URL" : "REALTIME_URL";
      ctx.addIssue({
        code: "custom",
        message:
          `PLATFORM_API_URL and REALTIME_URL go together: set both to use the real platform, or neither to run ` +
          `the embedded sandbox (only ${set} is set)`,
      });
    }),
  );

export type SiteEnv = z.infer<typeof EnvSchema>;

/**
 * NODE_ENV of a served build (server/main.ts): production unless NODE_ENV says otherwise (finding 1).
 * `npm start` / `npm run serve` set nothing, and spec 000 §4 (/register) and spec 001 §9 (site verification, no
 * debug logging) must still apply; `npm run dev` runs Astro's dev server, which sets development itself.
 */
export function servedNodeEnv(nodeEnv: string | undefined): string {
  return nodeEnv?.trim() || "production";
}

/** Whether the site runs as production (spec 000 §4, spec 001 §9). */
export const isProduction = (env: Pick<SiteEnv, "NODE_ENV">): boolean => env.NODE_ENV === "production";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws one ConfigError naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined>): SiteEnv {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.message}`);
  throw new ConfigError(`Lobby cannot start: the configuration is invalid.\n${lines.join("\n")}`);
}

export { publicConfig } from "./public-config.ts";
