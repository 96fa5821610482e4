// Browser. The home page's own start-up, beyond what its components carry (the jackpot, the play buttons, the
// live model lists and the islands start themselves): open fast payment when /fastDeposit sent the visitor here
// with isFastDeposit=true (spec 000 §4).
import { openFastDepositIfAsked } from "../../lib/routing/fast-deposit.ts";

export function startHomePage(): void {
  void openFastDepositIfAsked();
}
