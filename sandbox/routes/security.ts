// Account security (src/contract/security.ts, our extension): two-factor set-up, on and off; login's second step;
// the login history; the member's sessions. The rules are in sandbox/two-factor.ts and sandbox/devices.ts.
import { sandboxNow } from "../clock.ts";
import { LOGIN_TWO_FACTOR_EXPIRED, TWO_FACTOR_LOGIN_TTL_MS } from "../../src/contract/index.ts";
import { memberById } from "../context.ts";
import { listSessions, loginHistory, revokeOtherSessions, revokeSession, seenFrom } from "../devices.ts";
import {
  checkSecondFactor,
  disable,
  enable,
  regenerateRecoveryCodes,
  startSetup,
  twoFactorStatus,
} from "../two-factor.ts";
import { completeLogin } from "./auth.ts";
import { fail, need, ok, type Handlers } from "./types.ts";
import { loginRefusal } from "../protection.ts";

export const securityHandlers = {
  securityStatus: ({ ctx, member }) => ok(twoFactorStatus(ctx.db, need(member).id)),
  twoFactorSetup: ({ ctx, member }) => {
    const m = need(member);
    return startSetup(ctx.db, m.id, m.account);
  },
  twoFactorEnable: ({ ctx, member, body, ip }) => enable(ctx.db, need(member).id, body.code, ip),
  twoFactorDisable: ({ ctx, member, body, ip }) => disable(ctx.db, need(member).id, body.code, ip),
  twoFactorRecoveryCodes: ({ ctx, member, body, ip }) =>
    regenerateRecoveryCodes(ctx.db, need(member).id, body.code, ip),
  loginTwoFactor: ({ ctx, body, req, ip }) => {
    const now = sandboxNow();
    const p = ctx.db
      .prepare("SELECT member_id, created_at FROM two_factor_logins WHERE id = ?")
      .get(body.member_login_id) as { member_id: number; created_at: number } | undefined;
    const m = p && now - p.created_at <= TWO_FACTOR_LOGIN_TTL_MS ? memberById(ctx.db, p.member_id) : undefined;
    if (!p || !m || m.status !== "active")
      return fail(LOGIN_TWO_FACTOR_EXPIRED, "unknown or expired login: log in again");
    const refusal = checkSecondFactor(ctx.db, m.id, body.code, ip, now);
    if (refusal) return refusal;
    ctx.db.prepare("DELETE FROM two_factor_logins WHERE id = ?").run(body.member_login_id);
    // A time-out, self-exclusion or the night block that began while the code was being typed still refuses.
    const excluded = loginRefusal(ctx, m);
    if (excluded) return excluded;
    return ok(completeLogin(ctx, m, seenFrom(req, ctx.opts.trustedProxies)));
  },
  loginHistory: ({ ctx, member, body }) => ok(loginHistory(ctx.db, need(member).id, body.page, body.page_size)),
  sessions: ({ ctx, member, token }) => ok({ list: listSessions(ctx.db, need(member).id, token) }),
  sessionRevoke: ({ ctx, member, token, body }) => revokeSession(ctx, need(member).id, body.session_id, token),
  sessionRevokeOthers: ({ ctx, member, token }) => revokeOtherSessions(ctx, need(member).id, token),
} satisfies Partial<Handlers>;
