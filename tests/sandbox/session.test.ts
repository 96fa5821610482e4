// Token lifetimes (low): a token dies after SESSION_IDLE_MS unused and SESSION_MAX_MS after
// its login, whatever the use (sandbox/session.ts, documented in sandbox/README.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../../sandbox/db/index.ts";
import { createSession, memberForToken, SESSION_IDLE_MS, SESSION_MAX_MS } from "../../sandbox/session.ts";

const db = openDb(":memory:");
afterAll(() => db.close());
const DAY = 24 * 60 * 60_000;
const t0 = Date.UTC(2026, 0, 1);

describe("tokens expire (security)", () => {
  it("lives 7 days idle and 30 days at most", () => {
    expect(SESSION_IDLE_MS).toBe(7 * DAY);
    expect(SESSION_MAX_MS).toBe(30 * DAY);
  });

  it("an unused token dies after 7 days", () => {
    const token = createSession(db, 1, t0);
    expect(memberForToken(db, token, t0 + 7 * DAY - 1)?.account).toBe("demo01");
    const idle = createSession(db, 1, t0);
    expect(memberForToken(db, idle, t0 + 7 * DAY)).toBeNull();
  });

  it("each use keeps it alive for another 7 days, up to 30 days after the login", () => {
    const token = createSession(db, 1, t0);
    for (let day = 6; day < 30; day += 6) expect(memberForToken(db, token, t0 + day * DAY)?.id).toBe(1);
    expect(memberForToken(db, token, t0 + 30 * DAY - 1)?.id).toBe(1);
    expect(memberForToken(db, token, t0 + 30 * DAY)).toBeNull();
  });

  it("a database file from before last_seen_at still opens, its tokens counted from their login", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "sandbox-")), "old.db");
    const old = openDb(file);
    old.exec("DROP TABLE sessions");
    old.exec(
      "CREATE TABLE sessions (token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, created_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0)",
    );
    old
      .prepare("INSERT INTO sessions (token, member_id, created_at) VALUES ('legacy', 1, ?)")
      .run(new Date(t0).toISOString());
    old.close();
    const again = openDb(file);
    try {
      expect(memberForToken(again, "legacy", t0 + DAY)?.id).toBe(1);
      expect(memberForToken(again, "legacy", t0 + 7 * DAY)?.id).toBe(1);
      expect(memberForToken(again, "legacy", t0 + 14 * DAY)).toBeNull();
    } finally {
      again.close();
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
