// Ships to server and browser, and is imported by the sandbox. Field schemas shared by every domain of the contract.
import { z } from "./zod.ts";
import { CURRENCIES } from "./constants.ts";

/** Numeric site id from config (spec 000 §9). */
export const SiteIdSchema = z.int().check(z.nonnegative());
export const CurrencySchema = z.enum(CURRENCIES);

/** Whose session it is: the member fields a login answer and the app entry (`enc`) both carry (spec 001 §4). */
export const MemberIdentityShape = {
  member_id: z.int(),
  member_account: z.string(),
  member_currency: CurrencySchema,
};

/** 0/1 flags as the platform sends them. */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
/**
 * Money on the wire: a number in the currency's major unit, rounded to its minor digits
 * (CURRENCY_MINOR_DIGITS). Our decision; the platform stores integers of the minor unit.
 */
export const MoneySchema = z.number();
/** Client type id from the first or second client-type map (spec 000 §9). */
export const DeviceIdSchema = z.int().check(z.gte(0), z.lte(9));
/** "YYYY-MM-DD HH:mm:ss" in America/Caracas, or ISO 8601; our decision: ISO 8601 with offset. */
export const DateTimeSchema = z.string().check(z.minLength(10), z.maxLength(40));
export const LanguageCodeSchema = z.string().check(z.minLength(2), z.maxLength(10));
export const EmptyRequestSchema = z.object({});
/** Bodies the spec marks "not shown": anything, answered with an empty object. Our decision. */
export const EmptyResponseSchema = z.object({});

/** Device information sent with login, double validation and registration (spec 001 §3). All optional. */
export const DeviceInfoSchema = z.object({
  remote_addr: z.optional(z.string().check(z.maxLength(64))),
  host: z.optional(z.string().check(z.maxLength(255))),
  device: z.optional(z.union([z.string().check(z.maxLength(32)), z.number()])),
  system_group: z.optional(z.string().check(z.maxLength(32))),
  udid: z.optional(z.string().check(z.maxLength(128))),
  login_type: z.optional(z.union([z.string().check(z.maxLength(32)), z.number()])),
  cdn: z.optional(z.string().check(z.maxLength(255))),
  system: z.optional(z.string().check(z.maxLength(64))),
  browser: z.optional(z.string().check(z.maxLength(64))),
  system_version: z.optional(z.string().check(z.maxLength(64))),
});
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;
