// The member the funds islands see in these tests: signed in (INR) and the session known, as on a member page.
import { $session, $sessionReady } from "../../../src/lib/session/index.ts";

export function signInMember(): void {
  $session.set({
    status: "member",
    member: {
      token: "tok-abcdefgh",
      memberId: 5,
      account: "demo01",
      currency: "INR",
      memberType: 1,
      agentType: null,
    },
    layout: null,
    balance: { status: "idle" },
  });
  $sessionReady.set(true);
}
