// Ships to server and browser, and is imported by the sandbox. The agent centre (spec 001 §2: Plan, ProxyCenter,
// DownlineInfo, OperationTable, StratifiedTable, Transfer, PerformanceSettlement).
//
// OUR EXTENSION, every call of this file: the spec shows only agent-level-rename, apply_for_agent/check and
// check-agent-domain for agents (member.ts, register.ts); the centre's pages need their data, so these calls are
// designed the way the platform's others look: POST under /api, the envelope, snake_case, code 100 for success.
//
// THE MODEL (our decisions):
// - The tree. An agent's downline is every member registered under it through `member_agent` (`?id=` links, agent
//   domains: spec 000 §2, spec 001 §4; the platform records the agent as the member's introducer), and, to any
//   depth, every member registered under a downline member that is itself an agent. `level` is relative to the
//   caller: 1 = direct. A member registered with a recommend code is a recommendation, not a downline member.
// - Who may call. Every call but agentPlan needs a member token (HTTP 401 without one). A member that is not an
//   agent (a plain member, a pending applicant) is refused with AGENT_CODES.notAgent, an agent whose agency is
//   off with AGENT_CODES.agentInactive, never with data. An account outside the caller's own downline answers
//   AGENT_CODES.notInDownline whatever it is (another agent's member, an agent above): no reading or moving
//   another agent's data by name.
// - Money. Integers of the currency's minor unit (MinorAmountSchema, as records.ts), rates in basis points;
//   the programme runs in one currency (agentPlan.currency): downline members of another currency are listed in
//   DownlineInfo (with zero money columns) but left out of every report, count and statement, and cannot receive
//   transfers (AGENT_CODES.currencyMismatch).
// - Figures. Every report is computed from the ledger rows and game-round rows of the downline (the sandbox keeps
//   no counters that could drift): deposits = ledger "deposit" credits, withdrawals = paid withdrawals
//   ("withdraw_paid"), bonuses = "red_envelope" + "signin" + "recommend_award" + "recommend_bonus" credits,
//   valid bets = Σ bet and payout = Σ win of the game rounds, win/loss = valid bets − payout (the house's view:
//   positive when the downline lost), net = win/loss − bonuses. An active member of a period has valid bets of at
//   least agentPlan.active_min_valid_bet in it (and more than 0). Agent transfers (ledger "agent_transfer") and paid
//   commissions ("agent_commission") move money inside the system and are in none of these figures.
// - Periods. [start_at, end_at) in UTC, built from America/Caracas days (agent-periods.ts); a range is at most
//   92 days, not reversed, not after today, not older than AGENT_HISTORY_DAYS (AGENT_CODES.badRange with the
//   problem). Settlement weeks run Monday 00:00 to Monday 00:00, America/Caracas.
// - The commission: agent-commission.ts (tiers by active members AND net revenue, fees, carry-over, rate
//   difference over sub-agents, floored to the minor unit). agentStatements shows every line of it.
import { z } from "./zod.ts";
import { memberCall, publicCall } from "./call.ts";
import { CurrencySchema, DateTimeSchema, FlagSchema } from "./common.ts";
import { AmountInputSchema, RequestIdSchema } from "./funds.ts";
import { GameTypeIdSchema } from "./games.ts";
import { MinorAmountSchema } from "./records.ts";

/** Refusals of the agent calls (our extension), answered HTTP 200 in the envelope with AgentRefusalSchema data. */
export const AGENT_CODES = {
  /** The caller is not an agent (a plain member, or an applicant not yet approved). */
  notAgent: 4601,
  /** The caller is an agent whose agency is switched off (agent_active 0). */
  agentInactive: 4602,
  /** The account exists but is not in the caller's downline (or, for a transfer, not a direct member). */
  notInDownline: 4603,
  /** No member has this account. */
  unknownAccount: 4604,
  /** The date range breaks the rules; data.problem says which (AgentRangeProblem). */
  badRange: 4605,
  /** The search text is longer than an account may be (LIMITS.accountMax). */
  searchTooLong: 4606,
  /** The operator has agent transfers off, or either wallet is frozen (wallet_status 0). */
  transfersOff: 4607,
  /** The amount is not a positive amount with the currency's digits, or is outside the limits; data.problem. */
  invalidAmount: 4608,
  /** The amount is more than the paying wallet holds (the agent's, or the member's for a recall). */
  insufficient: 4609,
  wrongWithdrawPassword: 4610,
  /** The agent has no withdraw password yet. */
  noWithdrawPassword: 4611,
  /** Too many wrong withdraw passwords: locked (data.locked_until), as the member centre (WITHDRAW_PASSWORD_LIMIT). */
  withdrawPasswordLocked: 4612,
  /** The member is not in the programme's currency. */
  currencyMismatch: 4613,
  /** The same request_id was used before for a different transfer (different account, amount or direction). */
  requestIdReused: 4614,
} as const;
export type AgentCode = (typeof AGENT_CODES)[keyof typeof AGENT_CODES];

export const AGENT_RANGE_PROBLEMS = [
  "date_format",
  "date_reversed",
  "date_too_long",
  "date_too_old",
  "date_future",
] as const;
export type AgentRangeProblem = (typeof AGENT_RANGE_PROBLEMS)[number];

/**
 * apiResponseData of a refusal: `problem` is a locale-key suffix (a range problem, or an amount problem
 * "amount_zero" | "amount_negative" | "amount_decimals" | "amount_format" | "amount_required" | "amount_below_min"
 * | "amount_above_max"); the withdraw-password refusals carry what funds.ts WithdrawPasswordRefusalSchema carries.
 */
export const AgentRefusalSchema = z.object({
  problem: z.optional(z.string().check(z.maxLength(40))),
  attempts_left: z.optional(z.int().check(z.nonnegative())),
  locked_until: z.optional(DateTimeSchema),
});
export type AgentRefusal = z.infer<typeof AgentRefusalSchema>;

/** Rows per page of DownlineInfo (issue: "pages of 50"), of the transfer log and of the statements. */
export const AGENT_DOWNLINE_PAGE_SIZE = 50;
export const AGENT_TRANSFER_LOG_PAGE_SIZE = 20;
export const AGENT_STATEMENTS_PAGE_SIZE = 10;

const InstantSchema = z.iso.datetime({ offset: true });
const DaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const PageSchema = z.int().check(z.gte(1), z.lte(100_000));
/** An account as sent: the sandbox answers unknownAccount / searchTooLong itself, so the schema only caps size. */
const AccountTextSchema = z.string().check(z.minLength(1), z.maxLength(64));
const BasisPointsSchema = z.int().check(z.gte(0), z.lte(10_000));

/** The page fields of a paged answer (DownlineInfo, the transfer log, the statements): every matching row, the page. */
const PageFields = {
  total_count: z.int().check(z.nonnegative()),
  page: z.int().check(z.gte(1)),
  page_size: z.int().check(z.gte(1)),
};

/** A range of the report calls; the platform checks it (agent-periods.ts checkRange) and refuses with badRange. */
const RangeShape = { start_at: InstantSchema, end_at: InstantSchema };

export const AgentPeriodSchema = z.object({ start_at: DateTimeSchema, end_at: DateTimeSchema });

// ---- plan -----------------------------------------------------------------------------------------------------

/** One tier: the rate applies when the period has at least both minimums (agent-commission.ts step 8). */
export const AgentTierSchema = z.object({
  min_active_members: z.int().check(z.nonnegative()),
  /** Net revenue N, minor units. */
  min_net_revenue: MinorAmountSchema,
  rate_bp: BasisPointsSchema,
});

export const AgentPlanSchema = z.object({
  currency: CurrencySchema,
  /** "America/Caracas" (spec 000 §9): every date of the programme is a day there. */
  time_zone: z.string(),
  /** The platform's now (ISO UTC): the site builds the period presets from it, not from the browser's clock. */
  now: DateTimeSchema,
  tiers: z.array(AgentTierSchema).check(z.maxLength(20)),
  platform_fee_bp: BasisPointsSchema,
  payment_fee_bp: BasisPointsSchema,
  /** Valid bets a member needs in a period to count as active, minor units. */
  active_min_valid_bet: MinorAmountSchema,
  /** The settlement week starts on this weekday at 00:00 (0 Sunday … 6 Saturday; 1 = Monday). */
  settlement_weekday: z.int().check(z.gte(0), z.lte(6)),
  /** Approved commissions are paid on this weekday after the week ends. */
  payout_weekday: z.int().check(z.gte(0), z.lte(6)),
  transfers_enabled: FlagSchema,
  /** Transfer limits per transfer, minor units. */
  transfer_min: MinorAmountSchema,
  transfer_max: MinorAmountSchema,
  max_range_days: z.int().check(z.positive()),
});
export type AgentPlan = z.infer<typeof AgentPlanSchema>;

// ---- overview ---------------------------------------------------------------------------------------------------

export const AgentStatementStatusSchema = z.enum(["pending", "approved", "paid"]);
export type AgentStatementStatus = z.infer<typeof AgentStatementStatusSchema>;

export const AgentOverviewSchema = z.object({
  currency: CurrencySchema,
  time_zone: z.string(),
  direct_count: z.int().check(z.nonnegative()),
  total_count: z.int().check(z.nonnegative()),
  /** Downline members registered today (America/Caracas). */
  new_today: z.int().check(z.nonnegative()),
  /** The current settlement week, up to now. */
  period: AgentPeriodSchema,
  active_this_period: z.int().check(z.nonnegative()),
  /** N of the current week so far (with the carry-over). */
  net_revenue: MinorAmountSchema,
  /** The commission the current week would earn if it ended now. */
  estimated_commission: MinorAmountSchema,
  last_settlement: z.nullable(
    z.object({ week: DaySchema, commission: MinorAmountSchema, status: AgentStatementStatusSchema }),
  ),
});
export type AgentOverview = z.infer<typeof AgentOverviewSchema>;

// ---- downline ---------------------------------------------------------------------------------------------------

export const AgentDownlineRequestSchema = z.object({
  /** Drill-down root: a member of the caller's downline (its own downline is listed); absent = the caller. */
  under_account: z.optional(AccountTextSchema),
  /** Accounts containing this text (case-insensitive); longer than LIMITS.accountMax → searchTooLong. */
  search: z.optional(z.string().check(z.maxLength(64))),
  scope: z.enum(["direct", "all"]),
  kind: z.enum(["all", "agent", "player"]),
  /** The period of the deposits and valid-bets columns. */
  ...RangeShape,
  page: PageSchema,
});
export type AgentDownlineRequest = z.infer<typeof AgentDownlineRequestSchema>;

export const MemberStatusSchema = z.enum(["active", "frozen", "disabled"]);

export const AgentDownlineRowSchema = z.object({
  account: z.string(),
  /** Relative to the caller (1 = direct), also inside a drill-down. */
  level: z.int().check(z.positive()),
  /** The member's agent level (0 for a player); its name comes from agentLevelNames (spec 001 §6). */
  agent_level: z.int().check(z.nonnegative()),
  is_agent: FlagSchema,
  registered_at: DateTimeSchema,
  last_login_at: z.nullable(DateTimeSchema),
  currency: CurrencySchema,
  /** In the period; 0 for a member outside the programme's currency. */
  deposits: MinorAmountSchema,
  valid_bets: MinorAmountSchema,
  status: MemberStatusSchema,
  /** Members under this one (0 for a player): the drill-down is offered when > 0. */
  downline_count: z.int().check(z.nonnegative()),
});
export type AgentDownlineRow = z.infer<typeof AgentDownlineRowSchema>;

export const AgentDownlineResponseSchema = z.object({
  rows: z.array(AgentDownlineRowSchema).check(z.maxLength(AGENT_DOWNLINE_PAGE_SIZE)),
  ...PageFields,
  /** From the caller (level 0) to under_account, for the way back. */
  breadcrumb: z.array(z.object({ account: z.string(), level: z.int().check(z.nonnegative()) })),
});
export type AgentDownlineResponse = z.infer<typeof AgentDownlineResponseSchema>;

// ---- operation table ---------------------------------------------------------------------------------------------

/** One day's (or the totals') figures; `net` = win_loss − bonuses (before the statement's fees). */
export const AgentOperationFiguresSchema = z.object({
  registrations: z.int().check(z.nonnegative()),
  /** Members whose first deposit ever fell in the day, and the sum of those first deposits. */
  first_deposit_count: z.int().check(z.nonnegative()),
  first_deposit_amount: MinorAmountSchema,
  deposits: MinorAmountSchema,
  withdrawals: MinorAmountSchema,
  valid_bets: MinorAmountSchema,
  payout: MinorAmountSchema,
  win_loss: MinorAmountSchema,
  bonuses: MinorAmountSchema,
  net: MinorAmountSchema,
});
export type AgentOperationFigures = z.infer<typeof AgentOperationFiguresSchema>;

export const AgentOperationRequestSchema = z.object({
  ...RangeShape,
  /** Narrows valid_bets, payout and win_loss (and so net) to one game type (spec 000 §1); the rest stays whole. */
  game_type: z.optional(GameTypeIdSchema),
});

export const AgentOperationResponseSchema = z.object({
  currency: CurrencySchema,
  time_zone: z.string(),
  period: AgentPeriodSchema,
  /** Every Caracas day the period touches, oldest first, including days without activity. */
  days: z.array(z.extend(AgentOperationFiguresSchema, { date: DaySchema })).check(z.maxLength(100)),
  totals: AgentOperationFiguresSchema,
});
export type AgentOperationResponse = z.infer<typeof AgentOperationResponseSchema>;

// ---- commission lines (statement, stratified) -------------------------------------------------------------------

export const AgentSubAgentLineSchema = z.object({
  account: z.string(),
  net: MinorAmountSchema,
  rate_bp: BasisPointsSchema,
  diff_bp: BasisPointsSchema,
  commission: MinorAmountSchema,
});

/** Every line of agent-commission.ts computeStatement, in its order. */
export const AgentStatementLinesSchema = z.object({
  gross_win_loss: MinorAmountSchema,
  bonuses: MinorAmountSchema,
  platform_fee: MinorAmountSchema,
  payment_fee: MinorAmountSchema,
  deposits: MinorAmountSchema,
  withdrawals: MinorAmountSchema,
  period_net: MinorAmountSchema,
  carry_in: MinorAmountSchema,
  net: MinorAmountSchema,
  active_members: z.int().check(z.nonnegative()),
  tier: z.nullable(z.int().check(z.nonnegative())),
  rate_bp: BasisPointsSchema,
  own_net: MinorAmountSchema,
  own_commission: MinorAmountSchema,
  sub_agents: z.array(AgentSubAgentLineSchema),
  commission: MinorAmountSchema,
  carry_out: MinorAmountSchema,
});
export type AgentStatementLines = z.infer<typeof AgentStatementLinesSchema>;

// ---- stratified table --------------------------------------------------------------------------------------------

export const AgentStratifiedLevelSchema = z.object({
  level: z.int().check(z.positive()),
  /** Downline members at this level registered before the period's end. */
  members: z.int().check(z.nonnegative()),
  active_members: z.int().check(z.nonnegative()),
  valid_bets: MinorAmountSchema,
  win_loss: MinorAmountSchema,
  bonuses: MinorAmountSchema,
  deposits: MinorAmountSchema,
  withdrawals: MinorAmountSchema,
  /** win_loss − bonuses, as the OperationTable's net. */
  net: MinorAmountSchema,
});

export const AgentStratifiedResponseSchema = z.object({
  currency: CurrencySchema,
  time_zone: z.string(),
  period: AgentPeriodSchema,
  /**
   * Each level's figures and its part of the commission (agent-commission.ts levelCommissions: the commission split
   * by the largest-remainder method over what each level earns at its teams' rates, so the levels add up to
   * `commission.commission` to the paisa), with the rates earned there (own rate, rate differences), highest first.
   */
  levels: z.array(
    z.extend(AgentStratifiedLevelSchema, { rates_bp: z.array(BasisPointsSchema), commission: MinorAmountSchema }),
  ),
  /** Σ of the levels; equal to agentOperation's totals over the same range. */
  totals: z.omit(AgentStratifiedLevelSchema, { level: true }),
  /**
   * The commission formula on the range (carry_in 0: carry-over belongs to settlement weeks): the own rate on the
   * own team and the rate difference on each sub-agent's team, floored per team.
   */
  commission: AgentStatementLinesSchema,
});
export type AgentStratifiedResponse = z.infer<typeof AgentStratifiedResponseSchema>;

// ---- transfer ------------------------------------------------------------------------------------------------------

export const AGENT_TRANSFER_DIRECTIONS = ["to_member", "recall"] as const;
export type AgentTransferDirection = (typeof AGENT_TRANSFER_DIRECTIONS)[number];

export const AgentTransferRequestSchema = z.object({
  /** to_member: the agent's main wallet → the member's; recall: the member's main wallet → the agent's. */
  direction: z.enum(AGENT_TRANSFER_DIRECTIONS),
  /** A direct downline member (level 1). */
  account: AccountTextSchema,
  /** The text typed, parsed with funds.ts parseAmount against the currency and the plan's limits. */
  amount: AmountInputSchema,
  withdraw_password: z.string().check(z.maxLength(8)),
  /** One per submission: a retry with the same key answers the first result and never moves money again. */
  request_id: RequestIdSchema,
});
export type AgentTransferRequest = z.infer<typeof AgentTransferRequestSchema>;

export const AgentTransferSchema = z.object({
  id: z.int().check(z.positive()),
  direction: z.enum(AGENT_TRANSFER_DIRECTIONS),
  account: z.string(),
  amount: MinorAmountSchema,
  /** Main wallets after the transfer. */
  agent_cash_after: MinorAmountSchema,
  member_cash_after: MinorAmountSchema,
  created_at: DateTimeSchema,
});
export type AgentTransfer = z.infer<typeof AgentTransferSchema>;

export const AgentTransferResponseSchema = z.extend(AgentTransferSchema, {
  currency: CurrencySchema,
  /** 1 when this answer repeats an earlier submission with the same request_id (nothing moved this time). */
  replayed: FlagSchema,
});

/** Rows of the transfer form's member picker: the direct members matching the text, the first 20 by account. */
export const AGENT_TRANSFER_PICK_SIZE = 20;

export const AgentTransferMembersRequestSchema = z.object({
  /** Accounts or names containing this text (case-insensitive); longer than LIMITS.accountMax → searchTooLong. */
  search: z.optional(z.string().check(z.maxLength(64))),
});

/** A direct member the agent may credit or recall from (in the programme's currency), with its main wallet. */
export const AgentTransferMemberSchema = z.object({
  account: z.string(),
  /** The member's name as given in its profile; null when none. */
  name: z.nullable(z.string()),
  /** Main wallet, minor units. */
  cash: MinorAmountSchema,
  status: MemberStatusSchema,
});
export type AgentTransferMember = z.infer<typeof AgentTransferMemberSchema>;

export const AgentTransferMembersResponseSchema = z.object({
  currency: CurrencySchema,
  rows: z.array(AgentTransferMemberSchema).check(z.maxLength(AGENT_TRANSFER_PICK_SIZE)),
  /** Every direct member the text matches (the picker says when more than it lists). */
  total_count: z.int().check(z.nonnegative()),
});
export type AgentTransferMembersResponse = z.infer<typeof AgentTransferMembersResponseSchema>;

export const AgentTransferLogRequestSchema = z.object({
  ...RangeShape,
  direction: z.optional(z.enum(AGENT_TRANSFER_DIRECTIONS)),
  account: z.optional(AccountTextSchema),
  page: PageSchema,
});

export const AgentTransferLogResponseSchema = z.object({
  currency: CurrencySchema,
  rows: z.array(AgentTransferSchema).check(z.maxLength(AGENT_TRANSFER_LOG_PAGE_SIZE)),
  ...PageFields,
  /** Over every row the filters match. */
  totals: z.object({ to_member: MinorAmountSchema, recall: MinorAmountSchema }),
});

// ---- statements ----------------------------------------------------------------------------------------------------

export const AgentStatementSchema = z.extend(AgentPeriodSchema, {
  /** The Monday that names the settlement week. */
  week: DaySchema,
  status: AgentStatementStatusSchema,
  lines: AgentStatementLinesSchema,
  approved_at: z.nullable(DateTimeSchema),
  paid_at: z.nullable(DateTimeSchema),
});
export type AgentStatement = z.infer<typeof AgentStatementSchema>;

export const AgentStatementsResponseSchema = z.object({
  currency: CurrencySchema,
  time_zone: z.string(),
  /** Ended weeks, newest first; approved and paid ones are frozen as settled. */
  list: z.array(AgentStatementSchema).check(z.maxLength(AGENT_STATEMENTS_PAGE_SIZE)),
  ...PageFields,
});

// ---- calls ---------------------------------------------------------------------------------------------------------

export const agentCalls = {
  /** Our extension: the programme's rules from the operator's settings; public (the Plan page shows them). */
  agentPlan: publicCall("/api/agent/plan", z.object({}), AgentPlanSchema),
  /** Our extension: the ProxyCenter cards. */
  agentOverview: memberCall("/api/agent/overview", z.object({}), AgentOverviewSchema),
  /** Our extension: DownlineInfo, pages of 50, with search, filters and drill-down. */
  agentDownline: memberCall("/api/agent/downline", AgentDownlineRequestSchema, AgentDownlineResponseSchema),
  /** Our extension: OperationTable, a row per Caracas day and the totals. */
  agentOperation: memberCall("/api/agent/operation", AgentOperationRequestSchema, AgentOperationResponseSchema),
  /** Our extension: StratifiedTable, a row per level and the commission on the range. */
  agentStratified: memberCall("/api/agent/stratified", z.object(RangeShape), AgentStratifiedResponseSchema),
  /** Our extension: credit to a direct member or a recall from one, one ledger transaction, idempotent. */
  agentTransfer: memberCall("/api/agent/transfer", AgentTransferRequestSchema, AgentTransferResponseSchema),
  /**
   * Our extension: the transfer form's picker, the caller's DIRECT members (level 1, the programme's currency) by
   * account or name, with name and main wallet: the agent chooses the receiver from them instead of typing an id.
   */
  agentTransferMembers: memberCall(
    "/api/agent/transfer_members",
    AgentTransferMembersRequestSchema,
    AgentTransferMembersResponseSchema,
  ),
  /** Our extension: the agent's transfers, newest first. */
  agentTransferLog: memberCall(
    "/api/agent/transfer_log",
    AgentTransferLogRequestSchema,
    AgentTransferLogResponseSchema,
  ),
  /** Our extension: PerformanceSettlement, the weekly statements with every line. */
  agentStatements: memberCall("/api/agent/statements", z.object({ page: PageSchema }), AgentStatementsResponseSchema),
} as const;
