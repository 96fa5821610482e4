// Ships to server and browser, and is imported by the sandbox. Field schemas shared by every domain of the contract.
import { z } from "./zod.ts";
import { CURRENCIES } from "./constants.ts";

/** Numeric site id from config (spec 000 §9). */
export const SiteIdSchema = z.number().int().nonnegative();
export const CurrencySchema = z.enum(CURRENCIES);

/** Whose session it is: the member fields a login answer and the app entry (`enc`) both carry (spec 001 §4). */
export const MemberIdentityShape = {
  member_id: z.number().int(),
  member_account: z.string(),
  member_currency: CurrencySchema,
};

/** 0/1 flags as the platform sends them. */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
/**
 * Money on the wire: a number in the currency's major unit, rounded to its minor digits
 * (CURRENCY_MINOR_DIGITS). Our decision; the platform stores integers of the minor unit.
 */
export const MoneySchema = z.number().finite();
/** Client type id from the first or second client-type map (spec 000 §9). */
export const DeviceIdSchema = z.number().int().min(0).max(9);
/** "YYYY-MM-DD HH:mm:ss" in America/Caracas, or ISO 8601; our decision: ISO 8601 with offset. */
export const DateTimeSchema = z.string().min(10).max(40);
export const LanguageCodeSchema = z.string().min(2).max(10);
export const EmptyRequestSchema = z.object({});
/** Bodies the spec marks "not shown": anything, answered with an empty object. Our decision. */
export const EmptyResponseSchema = z.object({});

/** Device information sent with login, double validation and registration (spec 001 §3). All optional. */
export const DeviceInfoSchema = z.object({
  remote_addr: z.string().max(64).optional(),
  host: z.string().max(255).optional(),
  device: z.union([z.string().max(32), z.number()]).optional(),
  system_group: z.string().max(32).optional(),
  udid: z.string().max(128).optional(),
  login_type: z.union([z.string().max(32), z.number()]).optional(),
  cdn: z.string().max(255).optional(),
  system: z.string().max(64).optional(),
  browser: z.string().max(64).optional(),
  system_version: z.string().max(64).optional(),
});
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;
