// Account security's tables (src/contract/security.ts, our extension): two-factor secrets and recovery codes,
// the login history, and what a session's login saw of its device. Times are ms since the epoch (sandboxNow).
export const SECURITY_SCHEMA = `
-- One row per member with two-factor on or being set up. secret: base32; pending_secret: a set-up waiting for its
-- first code (since pending_at); last_step: the TOTP step of the last code accepted (a code is used once).
CREATE TABLE IF NOT EXISTS two_factor (
  member_id INTEGER PRIMARY KEY REFERENCES members(id), secret TEXT, enabled_at INTEGER, last_step INTEGER NOT NULL DEFAULT 0,
  pending_secret TEXT, pending_at INTEGER);
-- Recovery codes: SHA-256 of the normalised code (10 random letters and digits), used_at once spent.
CREATE TABLE IF NOT EXISTS recovery_codes (
  member_id INTEGER NOT NULL, code_hash TEXT NOT NULL, used_at INTEGER, PRIMARY KEY (member_id, code_hash));
-- A login waiting for its second factor (login code 810).
CREATE TABLE IF NOT EXISTS two_factor_logins (id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS login_history (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at INTEGER NOT NULL, ip TEXT NOT NULL, country TEXT,
  user_agent TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS login_history_member ON login_history (member_id, at);
-- The device a session's login came from (sessions made by admin controls have none).
CREATE TABLE IF NOT EXISTS session_devices (
  token TEXT PRIMARY KEY, ip TEXT NOT NULL, country TEXT, user_agent TEXT NOT NULL);
`;
