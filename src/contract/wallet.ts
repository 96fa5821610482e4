// Ships to server and browser, and is imported by the sandbox. Wallet calls (spec 000 §3, §7, §8; spec 001 §7, §8).
import { z } from "./zod.ts";
import { defineCall, memberCall } from "./call.ts";
import { EmptyRequestSchema, FlagSchema, MoneySchema } from "./common.ts";
import { GpIdSchema } from "./games.ts";
import { ImageUrlSchema } from "./url.ts";

/** One provider wallet (spec 000 §3); `gp_name`, `icon_light` and `cash` are our additions. */
export const CashEntrySchema = z.object({
  gp_id: GpIdSchema,
  gp_name: z.string(),
  is_light: FlagSchema,
  icon_light: ImageUrlSchema,
  icon_dark: ImageUrlSchema,
  cash: MoneySchema,
});
export type CashEntry = z.infer<typeof CashEntrySchema>;

/** Transfer-back failures whose last three digits the client maps to one_key_err_code_101..105 (spec 000 §8). */
export const TRANSFER_BACK_CODES = {
  /** Nothing to transfer: every provider wallet is empty. */
  nothingToTransfer: 101,
  /** A game is being played. */
  gamePlaying: 102,
  /** A provider is in maintenance; its balance stays. */
  providerMaintenance: 103,
  /** Another transfer is in progress / too frequent. */
  inProgress: 104,
  /** The wallet is frozen (wallet_status 0). */
  walletLocked: 105,
} as const;

/** Result of a transfer back (spec: "result code"); the amounts are our decision. */
export const TransferBackResultSchema = z.object({ back_total: MoneySchema, member_cash: MoneySchema });

export const walletCalls = {
  myCash: defineCall({
    path: "/api/member/profile/my_cash",
    auth: true,
    request: EmptyRequestSchema,
    // total = main wallet + every provider wallet; `member_cash` (main wallet) is our addition.
    response: z.object({ my_cash_list: z.array(CashEntrySchema), total: MoneySchema, member_cash: MoneySchema }),
  }),
  transferAllBack: memberCall("/api/member/profile/balance/all/back", EmptyRequestSchema, TransferBackResultSchema),
  balanceGetBack: memberCall("/api/member/profile/balance_get_back", EmptyRequestSchema, TransferBackResultSchema),
} as const;
