// The withdraw-password attempt limit (src/contract/funds.ts WITHDRAW_PASSWORD_LIMIT, our extension): every check
// of a member's withdraw password goes through checkWithdrawPin, which counts wrong answers per member in
// withdraw_password_attempts and refuses every answer while the member is locked. A right answer clears the count.
import { sandboxNow } from "./clock.ts";
import { WITHDRAW_PASSWORD_LIMIT } from "../src/contract/index.ts";
import type { MemberRow } from "./context.ts";
import { DUMMY_HASH, verifySecret } from "./crypto.ts";
import type { Db } from "./db/index.ts";

export type PinCheck =
  | { ok: true }
  | { ok: false; problem: "none" }
  | { ok: false; problem: "wrong"; attempts_left: number }
  | { ok: false; problem: "locked"; locked_until: string };

interface AttemptRow {
  failures: number;
  locked_until: number | null;
}

/** The member's withdraw password against `given`, with the limit; `now` (ms) for tests. */
export function checkWithdrawPin(db: Db, m: MemberRow, given: string, now = sandboxNow()): PinCheck {
  const row = db
    .prepare("SELECT failures, locked_until FROM withdraw_password_attempts WHERE member_id = ?")
    .get(m.id) as AttemptRow | undefined;
  if (row?.locked_until && row.locked_until > now)
    return { ok: false, problem: "locked", locked_until: new Date(row.locked_until).toISOString() };
  // The same scrypt time whether or not a password is set.
  const right = verifySecret(given, m.withdraw_password_hash ?? DUMMY_HASH);
  if (!m.withdraw_password_hash) return { ok: false, problem: "none" };
  if (right) {
    if (row) db.prepare("DELETE FROM withdraw_password_attempts WHERE member_id = ?").run(m.id);
    return { ok: true };
  }
  // An ended lock starts a fresh count. One statement: concurrent wrong answers each count.
  const failures = (
    db
      .prepare(
        `INSERT INTO withdraw_password_attempts (member_id, failures, locked_until) VALUES (?, 1, NULL)
        ON CONFLICT(member_id) DO UPDATE SET
          failures = CASE WHEN locked_until IS NOT NULL AND locked_until <= ? THEN 1 ELSE failures + 1 END,
          locked_until = CASE WHEN locked_until IS NOT NULL AND locked_until <= ? THEN NULL ELSE locked_until END
        RETURNING failures`,
      )
      .get(m.id, now, now) as { failures: number }
  ).failures;
  if (failures < WITHDRAW_PASSWORD_LIMIT.attempts)
    return { ok: false, problem: "wrong", attempts_left: WITHDRAW_PASSWORD_LIMIT.attempts - failures };
  const until = now + WITHDRAW_PASSWORD_LIMIT.lockMinutes * 60_000;
  db.prepare("UPDATE withdraw_password_attempts SET locked_until = ?, failures = 0 WHERE member_id = ?").run(
    until,
    m.id,
  );
  return { ok: false, problem: "locked", locked_until: new Date(until).toISOString() };
}
