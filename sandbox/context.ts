// What every sandbox handler receives: the database, the options and the real-time emitter.
import type { TrustedProxies } from "../src/contract/client-address.ts";
import type { ComplianceConfig } from "../src/contract/compliance.ts";
import type { Faults } from "./admin/outage.ts";
import type { Db } from "./db/index.ts";

export interface ResolvedOptions {
  dbPath: string;
  adminKey: string;
  /** When set, every captcha's answer is this value (SANDBOX_CAPTCHA). */
  captcha: string | undefined;
  /** When set, every SMS code is this value (SANDBOX_SMS_CODE); otherwise codes are logged. */
  smsCode: string | undefined;
  /** Failures free before the login backoff starts, per account and per IP (SANDBOX_LOGIN_LIMITS; attempt-limits.ts). */
  loginLimitFree: { account: number; ip: number };
  publicOrigin: string | undefined;
  /** Whose X-Forwarded-* headers are believed (TRUSTED_PROXIES; sandbox/http.ts clientIp). */
  trustedProxies: TrustedProxies;
  /** Between play1's answer and game.url (SANDBOX_GAME_URL_DELAY_MS); unset: GAME_URL_DELAY_MS (100 ms). */
  gameUrlDelayMs?: number | undefined;
  /** Seed agent01's downline on a new database, and again after an admin reset (SANDBOX_AGENT_SEED). */
  agentSeed: boolean;
  /** COMPLIANCE_PROFILE and BLOCKED_COUNTRIES (src/contract/compliance.ts; sandbox/protection.ts enforces them). */
  compliance: ComplianceConfig;
  /** The CDN's country header, lower case, believed from a trusted proxy only; null reads none. */
  countryHeader: string | null;
  log: (msg: string) => void;
}

/** Real-time side effects; no-ops until attachRealtime. `channel` is the name the site gives Echo. */
export interface Emitter {
  toMember(memberId: number, event: string, data: unknown): void;
  toCurrency(currency: string, event: string, data: unknown): void;
  toPublic(channel: string, event: string, data: unknown): void;
  /**
   * Removes the sockets that subscribed with any of these (now revoked) tokens from every private and presence
   * channel. `farewell` is emitted to them first on their member channel (a login elsewhere tells the old
   * session, without its new token).
   */
  dropTokens(tokens: readonly string[], farewell?: { event: string; data: unknown }): void;
}

export interface Ctx {
  db: Db;
  opts: ResolvedOptions;
  emit: Emitter;
  /** Timers the sandbox started (game URL delivery), cleared on close. */
  later(ms: number, fn: () => void): void;
  /** The admin fault controls: /api outage and the real-time switch (sandbox/admin/outage.ts). */
  faults: Faults;
}

export interface MemberRow {
  id: number;
  account: string;
  password_hash: string;
  currency: string;
  status: string;
  login_check: string;
  member_type: number;
  agent_type: number;
  agent_level: number;
  agent_active: number;
  is_agent: number;
  first_login_to_change_password: number;
  need_bank_account_deposit_verified: number;
  wallet_status: number;
  cash_back_status: number;
  cash: number;
  playing_gp_id: string | null;
  deposit_times: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  line: string | null;
  others: string | null;
  qq: string | null;
  skype: string | null;
  wechat: string | null;
  fb: string | null;
  zalo: string | null;
  telegram: string | null;
  whats_app: string | null;
  identity_id: string | null;
  new_identity_id: string | null;
  withdraw_password_hash: string | null;
  introducer_id: number | null;
  recommend_code: string | null;
  created_at: string;
}

export function memberById(db: Db, id: number): MemberRow | undefined {
  return db.prepare("SELECT * FROM members WHERE id = ?").get(id) as MemberRow | undefined;
}

export function memberByAccount(db: Db, account: string): MemberRow | undefined {
  return db.prepare("SELECT * FROM members WHERE account = ?").get(account) as MemberRow | undefined;
}
