// Player protection in the sandbox (src/contract/protection.ts, src/contract/compliance.ts): the country block,
// the night block, time-outs and self-exclusions, enforced on every call that logs in, pays in or plays.
import type { Ctx } from "./context.ts";

/**
 * After the admin `clock` control moved time: the rules that act on their own at an instant (the night block's
 * midnight logout) run now rather than at their next timer.
 */
export function clockMoved(ctx: Ctx): void {
  sweep(ctx);
}

/** The timed rules' sweep (filled in by the night block). */
function sweep(_ctx: Ctx): void {}
