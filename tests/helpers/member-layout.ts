// The member layout (spec 001 §7 member/layout) a signed-in page reads: an ordinary INR member with nothing owed,
// for tests that sign a member in; a test names only what its case changes.
import type { MemberLayout } from "../../src/contract/member.ts";

/** An INR member (id 9, demo01) who is no agent, with an empty wallet and nothing to confirm or bind. */
export function memberLayout(changes: Partial<MemberLayout> = {}): MemberLayout {
  return {
    id: 9,
    member_account: "demo01",
    member_type: 1,
    agent_type: 0,
    agent_level: 0,
    agent_active: 0,
    is_agent: 0,
    member_currency: "INR",
    member_cash: 0,
    is_playing: 0,
    cash_back_status: 0,
    wallet_status: 1,
    first_login_to_change_password: 0,
    need_bank_account_deposit_verified: 0,
    ...changes,
  };
}

/** The same member as an active agent of level 1 (agent01). */
export function agentLayout(changes: Partial<MemberLayout> = {}): MemberLayout {
  return memberLayout({
    member_account: "agent01",
    member_type: 2,
    agent_type: 1,
    agent_level: 1,
    agent_active: 1,
    is_agent: 1,
    ...changes,
  });
}
