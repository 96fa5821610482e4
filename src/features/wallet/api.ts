// Browser. The wallet's calls (spec 000 §7 my_cash, balance/all/back; spec 001 §7 balance_get_back).
import { walletCalls } from "../../contract/wallet.ts";
import { callApi } from "../../lib/api/index.ts";

export const getMyCash = () => callApi(walletCalls.myCash, {});
export const postTransferAllBack = () => callApi(walletCalls.transferAllBack, {});
export const postBalanceGetBack = () => callApi(walletCalls.balanceGetBack, {});
