// Ships to server and browser, and is imported by the sandbox. The member's game-round records for
// /user/Transaction. OUR EXTENSION: spec 001 §2 names the page but §7 shows no call for it, so the
// call is designed like the platform's others (POST under /api, the envelope, snake_case).
//
// Time zone (our decision, "dates in the member's time zone"): the member picks calendar dates in the
// browser's own time zone; the site turns them into UTC instants (start of the first day, start of the day after
// the last, DST-aware) and sends those, so the platform needs no zone database and a day means the member's day.
// Money (our decision): integers of the currency's minor unit (CURRENCY_MINOR_DIGITS), as the sandbox stores them,
// so totals are exact sums and the site does no floating-point arithmetic.
import { z } from "./zod.ts";
import { memberCall } from "./call.ts";
import { CurrencySchema, DateTimeSchema } from "./common.ts";
import { GameTypeIdSchema, GpIdSchema } from "./games.ts";

/** Rows per page of the records (our decision) and the longest range one query may cover. */
export const RECORDS_PAGE_SIZE = 20;
export const RECORDS_MAX_RANGE_DAYS = 92;

/** An amount in the currency's minor unit (e.g. paise). */
export const MinorAmountSchema = z.int(); // zod 4: .int() is the safe-integer range

const InstantSchema = z.iso.datetime({ offset: true });

export const GameRecordsRequestSchema = z
  .object({
    /** First instant included (ISO 8601). */
    start_at: InstantSchema,
    /** First instant excluded (ISO 8601). */
    end_at: InstantSchema,
    gp_id: z.optional(GpIdSchema),
    game_type: z.optional(GameTypeIdSchema),
    page: z.int().check(z.gte(1), z.lte(100_000)),
    count: z.int().check(z.gte(1), z.lte(100)),
  })
  .check(
    z.refine((b) => Date.parse(b.start_at) < Date.parse(b.end_at), {
      message: "start_at must be before end_at",
      path: ["end_at"],
    }),
    z.refine((b) => Date.parse(b.end_at) - Date.parse(b.start_at) <= (RECORDS_MAX_RANGE_DAYS + 1) * 86_400_000, {
      message: `the range may cover at most ${RECORDS_MAX_RANGE_DAYS} days`,
      path: ["start_at"],
    }),
  );
export type GameRecordsRequest = z.infer<typeof GameRecordsRequestSchema>;

export const GameRecordSchema = z.object({
  id: z.int(),
  /** When the round was played (ISO 8601, UTC). */
  at: DateTimeSchema,
  gp_id: GpIdSchema,
  gp_name: z.string(),
  game_id: z.nullable(z.int()),
  game_name: z.nullable(z.string()),
  game_type: GameTypeIdSchema,
  bet: MinorAmountSchema,
  win: MinorAmountSchema,
  /** The provider wallet's balance after the round. */
  balance_after: MinorAmountSchema,
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

export const GameRecordsResponseSchema = z.object({
  currency: CurrencySchema,
  list: z.array(GameRecordSchema),
  total_count: z.int().check(z.nonnegative()),
  page: z.int().check(z.gte(1)),
  /** Over every round the filters match, not only this page. */
  totals: z.object({ bet: MinorAmountSchema, win: MinorAmountSchema }),
  /** The providers the filter offers (every provider of the site). */
  providers: z.array(z.object({ gp_id: GpIdSchema, gp_name: z.string() })),
});
export type GameRecordsResponse = z.infer<typeof GameRecordsResponseSchema>;

export const recordsCalls = {
  gameRecords: memberCall("/api/member/game_record", GameRecordsRequestSchema, GameRecordsResponseSchema),
} as const;
