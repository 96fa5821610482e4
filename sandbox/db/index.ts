// Opens the sandbox database, creates the schema and seeds it on first start.
import { sandboxNowIso } from "../clock.ts";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { CATALOGUE_VERSION, reseedCatalogue } from "./catalogue-seed.ts";
import {
  AGENT_APPLY_SCHEMA,
  CATALOGUE_INDEXES,
  FUNDS_SCHEMA,
  LIMITS_SCHEMA,
  PROTECTION_SCHEMA,
  SCHEMA,
} from "./schema.ts";
import { seed } from "./seed.ts";
import { SECURITY_SCHEMA } from "./security-schema.ts";
import { AGENT_SCHEMA } from "../agent/schema.ts";
import { seedModels } from "./models-seed.ts";
import { seedContentI18n } from "./content-i18n.ts";

export type Db = DatabaseSync;

export function openDb(dbPath: string): Db {
  if (dbPath !== ":memory:") mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new DatabaseSync(dbPath);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  ensureSeeded(db);
  return db;
}

/** Columns added after a database file may have been created: added in place, so .data/ files keep working. */
const ADDED_COLUMNS: readonly { table: string; column: string; type: string }[] = [
  { table: "sessions", column: "last_seen_at", type: "INTEGER" },
  { table: "games", column: "name_hi", type: "TEXT NOT NULL DEFAULT ''" },
  { table: "games", column: "name_ta", type: "TEXT NOT NULL DEFAULT ''" },
  { table: "games", column: "devices", type: "INTEGER NOT NULL DEFAULT 3" },
  { table: "games", column: "is_lobby", type: "INTEGER NOT NULL DEFAULT 0" },
  { table: "games", column: "sort", type: "INTEGER NOT NULL DEFAULT 0" },
  { table: "game_sessions", column: "lang", type: "TEXT" },
  // the amount left in an envelope (minor units), shared among its claimers; NULL: max × remaining
  { table: "red_envelopes", column: "pool", type: "INTEGER" },
  // sandbox-only targeting of a bulletin (admin "bulletin"): NULL everyone, else one audience (see promotions.ts)
  { table: "bulletins", column: "audience", type: "TEXT" },
  // sandbox-only: an envelope for one member account (admin "red-envelope/start" audience)
  { table: "red_envelopes", column: "audience", type: "TEXT" },
  // which programme rule an award is for (RecommendRecord; routes/recommend.ts RECOMMEND_AWARD_RULES)
  { table: "recommend_awards", column: "rule", type: "TEXT NOT NULL DEFAULT ''" },
  // an award held until the friend has wagered `wager` (minor units), and the friend's bonus paid with it
  // (routes/recommend.ts releaseRecommendAwards); held 0 once paid
  { table: "recommend_awards", column: "held", type: "INTEGER NOT NULL DEFAULT 0" },
  { table: "recommend_awards", column: "wager", type: "INTEGER NOT NULL DEFAULT 0" },
  { table: "recommend_awards", column: "friend_amount", type: "INTEGER NOT NULL DEFAULT 0" },
  // the language the deposit was made in: the simulated gateway page speaks it (sandbox/pay/routes.ts)
  { table: "fund_orders", column: "lang", type: "TEXT" },
  // when a game closed (ISO UTC): play time for the session-time limit and the reality check (sandbox/limits.ts)
  { table: "game_sessions", column: "closed_at", type: "TEXT" },
  // a session's scope: NULL every call, 'withdraw' an excluded member's login (sandbox/protection.ts)
  { table: "sessions", column: "scope", type: "TEXT" },
];

function migrate(db: Db): void {
  for (const { table, column, type } of ADDED_COLUMNS) {
    const cols = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!cols.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}

export function ensureSeeded(db: Db): void {
  db.exec(SCHEMA);
  db.exec(FUNDS_SCHEMA);
  db.exec(SECURITY_SCHEMA);
  db.exec(AGENT_APPLY_SCHEMA);
  db.exec(LIMITS_SCHEMA);
  db.exec(PROTECTION_SCHEMA);
  migrate(db);
  db.exec(CATALOGUE_INDEXES);
  db.exec(AGENT_SCHEMA);
  seedModels(db); // ads, sponsors and login models, also into an older database file
  seedContentI18n(db); // the operator's content in Hindi and Tamil, also into an older database file
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get() as { value: string } | undefined;
  if (row) {
    // A database file from before the current catalogue: its catalogue is seeded again, the rest kept.
    if (getMeta(db, "catalogue") !== CATALOGUE_VERSION)
      transaction(db, () => {
        reseedCatalogue(db);
        setMeta(db, "catalogue", CATALOGUE_VERSION);
      });
    return;
  }
  transaction(db, () => {
    seed(db);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(sandboxNowIso());
    setMeta(db, "catalogue", CATALOGUE_VERSION);
  });
}

/** Drops every table and seeds again (admin reset). */
export function resetDb(db: Db): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as {
    name: string;
  }[];
  db.exec("PRAGMA foreign_keys = OFF;");
  for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t.name}"`);
  db.exec("PRAGMA foreign_keys = ON;");
  ensureSeeded(db);
}

/** Runs `fn` in BEGIN IMMEDIATE … COMMIT, rolling back on any throw. Not re-entrant. */
export function transaction<T>(db: Db, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const out = fn();
    db.exec("COMMIT");
    return out;
  } catch (e) {
    db.exec("ROLLBACK");
    throw e;
  }
}

export function getMeta(db: Db, key: string): string | undefined {
  return (db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined)?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
    key,
    value,
  );
}
