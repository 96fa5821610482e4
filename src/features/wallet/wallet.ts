// Ships to server and browser (pure). What the wallet panel shows of /member/profile/my_cash (spec 000 §3 Wallet,
// §7): the main wallet, every provider wallet with its icon, and the total — added here in integers of the
// minor unit from the very amounts shown, so the panel never shows money created or lost.
import type { CallResponse } from "../../contract/call.ts";
import type { walletCalls } from "../../contract/wallet.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { sumMinor, toMinor } from "../../lib/money/index.ts";

export type MyCash = CallResponse<typeof walletCalls.myCash>;

export interface ProviderBalance {
  gpId: string;
  name: string;
  /** icon_light for the lit provider (is_light 1: the one being played), else icon_dark (spec 000 §3). */
  icon: string;
  lit: boolean;
  minor: number;
}

export interface WalletView {
  currency: Currency;
  mainMinor: number;
  providers: ProviderBalance[];
  /** main + every provider, in minor units. */
  totalMinor: number;
  /** The platform's own total differs from the sum of the parts (shown parts win; the store reloads once). */
  totalMismatch: boolean;
}

export function walletView(cash: MyCash, currency: Currency): WalletView {
  const providers = cash.my_cash_list.map((w) => ({
    gpId: w.gp_id,
    name: w.gp_name || w.gp_id,
    icon: w.is_light === 1 ? w.icon_light : w.icon_dark,
    lit: w.is_light === 1,
    minor: toMinor(w.cash, currency),
  }));
  const mainMinor = toMinor(cash.member_cash, currency);
  const totalMinor = mainMinor + providers.reduce((s, p) => s + p.minor, 0);
  return {
    currency,
    mainMinor,
    providers,
    totalMinor,
    totalMismatch: totalMinor !== sumMinor([cash.total], currency),
  };
}

/** Provider wallets that hold money: what a transfer back would bring home. */
export function providerMinor(view: WalletView): number {
  return view.providers.reduce((s, p) => s + p.minor, 0);
}

/**
 * The cash-surplus hint ("money may still be in provider wallets") only while a provider wallet holds money:
 * with every provider at 0 it would send the member looking for money that is not there.
 */
export function surplusHintShown(active: boolean, view: WalletView | null): boolean {
  return active && view !== null && providerMinor(view) > 0;
}

/** A provider wallet is lit (is_light 1: being played); null while my_cash is unknown. */
export function litProvider(view: WalletView | null): boolean | null {
  return view === null ? null : view.providers.some((p) => p.lit);
}
