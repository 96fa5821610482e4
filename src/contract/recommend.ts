// Ships to server and browser, and is imported by the sandbox. The recommend-a-friend pages (spec 001 §2
// recommend_award, §6). OUR EXTENSION: the spec shows only the visibility checks (/bonus_setting/check,
// /member/apply_for_agent/check), not how the pages read the member's code, friends and awards, so these calls
// are designed like the platform's others (POST under /api, the envelope, snake_case). Every answer is about the
// member of the token only: a friend is a member whose introducer is that member through the recommend code.
//
// OUR EXTENSION, the award rule: a friend's qualifying deposit earns the referrer's award and the friend's bonus
// once per friend and rule, but both are HELD until the friend has wagered a set amount (the sum of the bets of
// the friend's game rounds since sign-up; an operator setting, in the sandbox the admin control `recommend`,
// default twice the qualifying deposit). Only then are they paid into the main wallets. Friends made up to farm
// awards (new accounts from rotating addresses, a deposit each, then a withdrawal) would first have to play the
// money. `award` and `award_total` count paid money only; `award_held` and `award_held_total` what is waiting.
import { z } from "./zod.ts";
import { defineCall, memberCall } from "./call.ts";
import { CurrencySchema, DateTimeSchema, EmptyRequestSchema } from "./common.ts";
import { MinorAmountSchema } from "./records.ts";
import { LIMITS } from "./constants.ts";

export const RECOMMEND_PAGE_SIZE = 20;

/** The platform refuses the recommend calls when the programme is not open to the member (spec 001 §6). */
export const RECOMMEND_CODES = { notAvailable: 101 } as const;

export const RecommendFriendSchema = z.object({
  /** The friend's account, masked except its first two and last two characters (our decision: privacy). */
  member_account: z.string(),
  registered_at: DateTimeSchema,
  /** 1 once the friend has deposited. */
  has_deposited: z.union([z.literal(0), z.literal(1)]),
  /** Awards paid through this friend, in the currency's minor unit. */
  award: MinorAmountSchema,
  /** Awards earned through this friend but held until the friend has wagered enough (minor unit; our extension). */
  award_held: z.optional(MinorAmountSchema),
});
export type RecommendFriend = z.infer<typeof RecommendFriendSchema>;

/** Search input: an account, or its start (letters, digits, "_" and "-" as accounts are, spec 001 §5). */
export const RecommendSearchRequestSchema = z.object({
  member_account: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(LIMITS.accountMax),
      z.regex(/^[A-Za-z0-9_-]+$/, "member_account: letters, digits, _ or -"),
    ),
});

export const recommendCalls = {
  recommendInfo: defineCall({
    path: "/api/member/recommend/info",
    auth: true,
    request: EmptyRequestSchema,
    response: z.object({
      recommend_code: z.string(),
      currency: CurrencySchema,
      friends_count: z.int().check(z.nonnegative()),
      award_total: MinorAmountSchema,
      /** Earned, held until the friends have wagered enough (see the rule above). */
      award_held_total: z.optional(MinorAmountSchema),
    }),
  }),
  recommendRecord: memberCall(
    "/api/member/recommend/record",
    z.object({ page: z.int().check(z.gte(1), z.lte(100_000)), count: z.int().check(z.gte(1), z.lte(100)) }),
    z.object({
      currency: CurrencySchema,
      list: z.array(RecommendFriendSchema),
      total_count: z.int().check(z.nonnegative()),
      award_total: MinorAmountSchema,
      award_held_total: z.optional(MinorAmountSchema),
    }),
  ),
  recommendSearch: memberCall(
    "/api/member/recommend/search",
    RecommendSearchRequestSchema,
    z.object({ currency: CurrencySchema, list: z.array(RecommendFriendSchema) }),
  ),
} as const;
