// The sandbox's SQLite schema. Money columns are INTEGER in the currency's minor unit (CURRENCY_MINOR_DIGITS).
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS game_types (
  gt_id INTEGER PRIMARY KEY, gt_name TEXT NOT NULL, key TEXT NOT NULL, prefix TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS providers (
  gp_id TEXT PRIMARY KEY, gp_name TEXT NOT NULL, app_id TEXT NOT NULL, active INTEGER NOT NULL,
  gt_ids TEXT NOT NULL, demo INTEGER NOT NULL DEFAULT 0, sort INTEGER NOT NULL,
  maintenance_start TEXT, maintenance_end TEXT);
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY, gp_id TEXT NOT NULL REFERENCES providers(gp_id), game_type INTEGER NOT NULL,
  game_code TEXT NOT NULL, game_name TEXT NOT NULL, house INTEGER NOT NULL DEFAULT 0, customized INTEGER NOT NULL DEFAULT 0,
  is_hot INTEGER NOT NULL DEFAULT 0, is_new INTEGER NOT NULL DEFAULT 0, labels TEXT NOT NULL DEFAULT '[]',
  demo INTEGER NOT NULL DEFAULT 0, hue INTEGER NOT NULL DEFAULT 0, name_hi TEXT NOT NULL DEFAULT '',
  name_ta TEXT NOT NULL DEFAULT '', devices INTEGER NOT NULL DEFAULT 3, is_lobby INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0, UNIQUE (gp_id, game_code));
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY, account TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  currency TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'active', login_check TEXT NOT NULL DEFAULT 'none',
  member_type INTEGER NOT NULL DEFAULT 1, agent_type INTEGER NOT NULL DEFAULT 0, agent_level INTEGER NOT NULL DEFAULT 0,
  agent_active INTEGER NOT NULL DEFAULT 0, is_agent INTEGER NOT NULL DEFAULT 0,
  first_login_to_change_password INTEGER NOT NULL DEFAULT 0, need_bank_account_deposit_verified INTEGER NOT NULL DEFAULT 0,
  wallet_status INTEGER NOT NULL DEFAULT 1, cash_back_status INTEGER NOT NULL DEFAULT 0,
  cash INTEGER NOT NULL DEFAULT 0 CHECK (cash >= 0), playing_gp_id TEXT, deposit_times INTEGER NOT NULL DEFAULT 0,
  name TEXT, email TEXT, phone TEXT, birthday TEXT, line TEXT, others TEXT, qq TEXT, skype TEXT, wechat TEXT, fb TEXT,
  zalo TEXT, telegram TEXT, whats_app TEXT, identity_id TEXT, new_identity_id TEXT, withdraw_password_hash TEXT,
  introducer_id INTEGER, recommend_code TEXT UNIQUE, register_ip TEXT, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), created_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0,
  last_seen_at INTEGER);
CREATE TABLE IF NOT EXISTS wallets (
  member_id INTEGER NOT NULL REFERENCES members(id), gp_id TEXT NOT NULL REFERENCES providers(gp_id),
  cash INTEGER NOT NULL DEFAULT 0 CHECK (cash >= 0), PRIMARY KEY (member_id, gp_id));
CREATE TABLE IF NOT EXISTS house (currency TEXT PRIMARY KEY, cash INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS ledger (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, gp_id TEXT, delta INTEGER NOT NULL, reason TEXT NOT NULL, at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS ledger_member ON ledger (member_id, gp_id);
CREATE TABLE IF NOT EXISTS favorites (member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, PRIMARY KEY (member_id, game_id));
CREATE TABLE IF NOT EXISTS last_played (member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, played_at TEXT NOT NULL,
  PRIMARY KEY (member_id, game_id));
CREATE TABLE IF NOT EXISTS game_sessions (
  session TEXT PRIMARY KEY, member_id INTEGER NOT NULL, gp_id TEXT NOT NULL, game_code TEXT NOT NULL, game_id INTEGER,
  lobby_url TEXT, created_at TEXT NOT NULL, closed INTEGER NOT NULL DEFAULT 0, lang TEXT);
CREATE TABLE IF NOT EXISTS carousel (
  id INTEGER PRIMARY KEY, use_type INTEGER NOT NULL, currency TEXT, title TEXT NOT NULL, link TEXT NOT NULL,
  link_type INTEGER NOT NULL, link_method INTEGER NOT NULL, game_params TEXT, sort INTEGER NOT NULL, hue INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY, content TEXT NOT NULL, sort INTEGER NOT NULL, display_before_login INTEGER NOT NULL,
  display_after_login INTEGER NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS bulletins (
  id INTEGER PRIMARY KEY, location INTEGER NOT NULL, display_device INTEGER NOT NULL, display_content TEXT NOT NULL,
  content TEXT NOT NULL, updated_at TEXT NOT NULL, audience TEXT);
CREATE TABLE IF NOT EXISTS bulletin_hides (member_id INTEGER NOT NULL, location INTEGER NOT NULL, display_device INTEGER NOT NULL,
  hidden_at TEXT NOT NULL, PRIMARY KEY (member_id, location, display_device));
CREATE TABLE IF NOT EXISTS jackpot (currency TEXT PRIMARY KEY, amount INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS register_settings (
  currency TEXT NOT NULL, name TEXT NOT NULL, is_display INTEGER NOT NULL, is_required INTEGER NOT NULL,
  is_unique INTEGER NOT NULL, is_member_center INTEGER NOT NULL, is_verification INTEGER NOT NULL,
  is_member_center_verification INTEGER, PRIMARY KEY (currency, name));
CREATE TABLE IF NOT EXISTS agent_domains (host TEXT PRIMARY KEY, agent_id INTEGER NOT NULL, currency TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS letters (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS red_envelopes (
  id INTEGER PRIMARY KEY, currency TEXT NOT NULL, title TEXT NOT NULL, start_at TEXT NOT NULL, end_at TEXT NOT NULL,
  min_amount INTEGER NOT NULL, max_amount INTEGER NOT NULL, remaining INTEGER NOT NULL, pool INTEGER, audience TEXT);
CREATE TABLE IF NOT EXISTS red_envelope_claims (
  envelope_id INTEGER NOT NULL, member_id INTEGER NOT NULL, cash INTEGER NOT NULL, at TEXT NOT NULL,
  PRIMARY KEY (envelope_id, member_id));
CREATE TABLE IF NOT EXISTS captchas (token TEXT PRIMARY KEY, answer TEXT NOT NULL, type INTEGER NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS login_nonces (nonce TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS pending_logins (
  id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, question TEXT NOT NULL, remaining INTEGER NOT NULL,
  asked TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS vx_tokens (token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS transfer_pending (member_id INTEGER PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS vx_failures (key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS vx_failures_key ON vx_failures (key, at);
-- Failures counted by the attempt limits (sandbox/attempt-limits.ts): one row per failure and key.
CREATE TABLE IF NOT EXISTS attempt_failures (key TEXT NOT NULL, at INTEGER NOT NULL, src TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS attempt_failures_key ON attempt_failures (key, at);
-- Addresses an account logged in from with the right password: its backoff does not apply there (attempt-limits.ts).
CREATE TABLE IF NOT EXISTS known_sources (account TEXT NOT NULL, src TEXT NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY (account, src));
-- The password reset's SMS codes (contract RESET_SMS), per account name as typed (lowercase), known or not.
CREATE TABLE IF NOT EXISTS reset_sms (
  account TEXT PRIMARY KEY, member_id INTEGER, code TEXT, sent_at INTEGER NOT NULL, tries INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS sms (phone TEXT PRIMARY KEY, code TEXT NOT NULL, sent_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS register_attempts (ip TEXT NOT NULL, at INTEGER NOT NULL);
-- One row per game round (Transaction): amounts in minor units, balance_after is the provider wallet's.
CREATE TABLE IF NOT EXISTS game_rounds (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, gp_id TEXT NOT NULL, game_id INTEGER, game_type INTEGER NOT NULL,
  bet INTEGER NOT NULL, win INTEGER NOT NULL, balance_after INTEGER NOT NULL, at TEXT NOT NULL);
-- Who recommended whom: a member registered with another's recommend code (RecommendRecord).
CREATE TABLE IF NOT EXISTS recommendations (
  friend_id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS recommendations_member ON recommendations (member_id, at);
-- Awards a member earned through a recommended friend (RecommendRecord), minor units.
CREATE TABLE IF NOT EXISTS recommend_awards (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, friend_id INTEGER NOT NULL, amount INTEGER NOT NULL, at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS game_rounds_member ON game_rounds (member_id, at);
-- Wrong withdraw-password answers in a row per member, and the lock they led to (ms; sandbox/withdraw-password.ts).
CREATE TABLE IF NOT EXISTS withdraw_password_attempts (
  member_id INTEGER PRIMARY KEY, failures INTEGER NOT NULL, locked_until INTEGER);
-- Daily sign-in (our contract, src/contract/signin.ts): one row per member per America/Caracas day.
CREATE TABLE IF NOT EXISTS signins (member_id INTEGER NOT NULL, day TEXT NOT NULL, cash INTEGER NOT NULL, at TEXT NOT NULL,
  PRIMARY KEY (member_id, day));
CREATE INDEX IF NOT EXISTS letters_member ON letters (member_id, id);
CREATE INDEX IF NOT EXISTS sessions_member ON sessions (member_id);
`;

/**
 * Catalogue indexes, created after the added columns exist (db/index.ts migrate): a provider's list in order, the
 * hot and new rows per type, the demo lists. games.devices is a mask (catalogue-seed.ts DEVICE_*), 3 both.
 */
export const CATALOGUE_INDEXES = `
CREATE INDEX IF NOT EXISTS games_provider ON games (gp_id, game_type, sort);
CREATE INDEX IF NOT EXISTS games_hot ON games (game_type, is_hot);
CREATE INDEX IF NOT EXISTS games_new ON games (game_type, is_new);
CREATE INDEX IF NOT EXISTS games_demo ON games (demo, game_type);
-- (not a catalogue index, but it needs the added recommend_awards.rule column): one award per friend and rule
CREATE UNIQUE INDEX IF NOT EXISTS recommend_awards_once ON recommend_awards (friend_id, rule);
`;

// Money in and out (src/contract/funds.ts). Bound accounts of a member; `removed` keeps old orders' links.
export const FUNDS_SCHEMA = `
CREATE TABLE IF NOT EXISTS bank_accounts (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), kind TEXT NOT NULL, holder_name TEXT NOT NULL,
  account_number TEXT, ifsc TEXT, bank_name TEXT, upi_id TEXT, is_default INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS bank_accounts_member ON bank_accounts (member_id, removed);
-- Deposit and withdrawal orders: amount in minor units; a pending withdrawal holds money that left the main wallet.
-- (member_id, type, request_id) is the idempotency key of one form submission.
CREATE TABLE IF NOT EXISTS fund_orders (
  id INTEGER PRIMARY KEY, order_number TEXT NOT NULL UNIQUE, member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL CHECK (type IN ('deposit', 'withdraw')), method TEXT NOT NULL, amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'rejected')),
  bank_account_id INTEGER, promotion_id TEXT, request_id TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
  UNIQUE (member_id, type, request_id));
CREATE INDEX IF NOT EXISTS fund_orders_member ON fund_orders (member_id, created_at);
`;

// Agent applications (src/contract/agent-apply.ts): one row per application; a member's latest row is its state.
export const AGENT_APPLY_SCHEMA = `
CREATE TABLE IF NOT EXISTS agent_applications (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), channel TEXT NOT NULL,
  expected_members INTEGER NOT NULL, note TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')), reason TEXT,
  created_at TEXT NOT NULL, decided_at TEXT);
CREATE INDEX IF NOT EXISTS agent_applications_member ON agent_applications (member_id, id);
CREATE UNIQUE INDEX IF NOT EXISTS agent_applications_one_pending ON agent_applications (member_id) WHERE status = 'pending';
`;

// Safer-gambling limits (src/contract/limits.ts, sandbox/limits.ts): one row per member and limit slot; a pending
// change (an increase or a removal) waits until confirmable_at (ms) and a confirmation. pending_set 1: a change is
// pending (pending_value NULL then means "remove"). Money in minor units, the session limit in minutes.
export const LIMITS_SCHEMA = `
CREATE TABLE IF NOT EXISTS member_limits (
  member_id INTEGER NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL, value INTEGER,
  pending_set INTEGER NOT NULL DEFAULT 0, pending_value INTEGER, requested_at INTEGER, confirmable_at INTEGER,
  PRIMARY KEY (member_id, kind, period));
-- The member's zone for the windows (kept once set), the reality-check interval and the last check acknowledged (ms).
CREATE TABLE IF NOT EXISTS limit_settings (
  member_id INTEGER PRIMARY KEY, time_zone TEXT, reality_interval_min INTEGER, reality_ack_at INTEGER);
CREATE INDEX IF NOT EXISTS game_sessions_member ON game_sessions (member_id, created_at);
`;

// Player protection (sandbox/protection.ts): time-outs and self-exclusions, never deleted or shortened; ends_at NULL
// is permanent.
export const PROTECTION_SCHEMA = `
CREATE TABLE IF NOT EXISTS exclusions (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')), length TEXT NOT NULL,
  started_at TEXT NOT NULL, ends_at TEXT);
CREATE INDEX IF NOT EXISTS exclusions_member ON exclusions (member_id);
`;
