// Ships to server and browser, and is imported by the sandbox. Daily sign-in (spec 000 §3 display states).
// The spec shows the display states, not the calls or the transitions (spec 000 §4 "not shown"); OUR DECISION,
// written here once for the site and the sandbox:
// - two POST calls under /api/arks/web/activity/, member only, in the usual envelope, snake_case:
//   signin/info (the activity window and this week's days) and signin (sign in today);
// - a "day" is a calendar day in America/Caracas (the platform's zone, spec 000 §9); a week runs Monday to
//   Sunday; one sign-in per member per day;
// - a sign-in credits `bonus` (major units) from the house to the member's main wallet, with a ledger row
//   (reason "signin"), and the platform sends member.cash;
// - codes: 100 success; 101 already signed in today; 102 the activity is not open yet; 103 it has ended.
// The display states are derived on the client (features/signin/signin.machine.ts).
import { z } from "./zod.ts";
import { memberCall } from "./call.ts";
import { DateTimeSchema, EmptyRequestSchema, FlagSchema, MoneySchema } from "./common.ts";

export const SIGNIN_CODES = { alreadySigned: 101, notOpen: 102, ended: 103 } as const;

/** A day of this week: date "YYYY-MM-DD" (America/Caracas) and whether the member signed in on it. */
export const SigninDaySchema = z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), signed: FlagSchema });

export const SigninInfoSchema = z.object({
  /** The activity window. */
  start_at: DateTimeSchema,
  end_at: DateTimeSchema,
  /** Today in America/Caracas, "YYYY-MM-DD". */
  today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  signed_today: FlagSchema,
  /** Bonus per sign-in, major units of the member's currency. */
  bonus: MoneySchema,
  /** Monday to Sunday of the current week. */
  week: z.array(SigninDaySchema).check(z.length(7)),
});
export type SigninInfo = z.infer<typeof SigninInfoSchema>;

export const signinCalls = {
  signinInfo: memberCall("/api/arks/web/activity/signin/info", EmptyRequestSchema, SigninInfoSchema),
  signin: memberCall(
    "/api/arks/web/activity/signin",
    EmptyRequestSchema,
    z.object({ cash: MoneySchema, date: z.string() }),
  ),
} as const;
