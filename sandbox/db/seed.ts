// First-start seed: catalogue, site content, register settings, members, letters, red envelopes.
import { sandboxNow } from "../clock.ts";
import type { DatabaseSync } from "node:sqlite";
import { CURRENCIES } from "../../src/contract/constants.ts";
import { hashSecret } from "../crypto.ts";
import { seedCatalogue } from "./catalogue-seed.ts";
import { SUPPORT_PATH } from "../support.ts";

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export interface SeedMember {
  account: string;
  password: string;
  currency?: string;
  status?: string;
  login_check?: string;
  extra?: Record<string, string | number | null>;
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    account: "demo01",
    password: "demo1234",
    extra: {
      name: "Demo Player",
      email: "demo01@example.com",
      phone: "9876543210",
      recommend_code: "DEMO2024",
      withdraw_password_hash: "1234",
    },
  },
  {
    account: "agent01",
    password: "agent1234",
    extra: {
      name: "Asha Agent",
      email: "agent01@example.com",
      member_type: 2,
      agent_type: 1,
      agent_level: 1,
      agent_active: 1,
      is_agent: 1,
      recommend_code: "AGENT01",
    },
  },
  { account: "newbie01", password: "newbie1234", extra: { name: "New Member", first_login_to_change_password: 1 } },
  {
    account: "device01",
    password: "device1234",
    login_check: "device",
    extra: {
      name: "Device Tester",
      email: "device01@example.com",
      phone: "9123456780",
      identity_id: "DEV-0001",
      withdraw_password_hash: "4321",
    },
  },
  {
    account: "locked01",
    password: "locked1234",
    login_check: "transfer",
    extra: {
      name: "Locked Member",
      email: "locked01@example.com",
      phone: "9000000001",
      withdraw_password_hash: "1234",
    },
  },
  { account: "frozen01", password: "frozen1234", status: "frozen" },
  { account: "disabled01", password: "disabled1234", status: "disabled", extra: { recommend_code: "OLDCODE" } },
  {
    account: "agentoff01",
    password: "agentoff1234",
    extra: { member_type: 2, agent_type: 1, agent_level: 1, agent_active: 0, is_agent: 1 },
  },
];

export function seed(db: DatabaseSync, now = sandboxNow()): void {
  const at = iso(now);
  seedCatalogue(db);

  // Carousel: every use_type (spec 000 §7) with every link type and method (spec 000 §3).
  const insCarousel =
    db.prepare(`INSERT INTO carousel (use_type, currency, title, link, link_type, link_method, game_params,
    sort, hue) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const useType of [0, 1, 2]) {
    insCarousel.run(useType, null, "Welcome bonus 100%", "/discount", 1, 0, null, 1, 28);
    // link_type 0 ("external") holding a path of the site: the site treats it as the site path it is.
    insCarousel.run(useType, null, "Cricket season is live", "/gameHall/4", 0, 1, null, 2, 140);
    insCarousel.run(
      useType,
      "INR",
      "Spin Jili's Super Ace",
      "",
      2,
      0,
      JSON.stringify({ currency: "INR", gt_id: 2, gp_id: "GPJL", gp_gt_name: "GPJL_2", customized: 0 }),
      3,
      210,
    );
    insCarousel.run(useType, null, "Become an agent", "/proxy", 1, 1, null, 4, 300);
  }

  const insAnn =
    db.prepare(`INSERT INTO announcements (content, sort, display_before_login, display_after_login, created_at)
    VALUES (?, ?, ?, ?, ?)`);
  insAnn.run("Welcome to Lobby! Sign up today and claim your welcome bonus.", 3, 1, 0, at);
  insAnn.run("Scheduled maintenance of selected live tables every Tuesday 02:00-04:00.", 2, 1, 1, at);
  insAnn.run("Members: your daily cash-back is credited every morning.", 1, 0, 1, at);

  // Pop-ups: location 1 public, 2 member default, 3 member on the deposit page (spec 000 §7, §9).
  const insBul = db.prepare(`INSERT INTO bulletins (location, display_device, display_content, content, updated_at)
    VALUES (?, ?, ?, ?, ?)`);
  insBul.run(1, 0, "Welcome offer", "<p>Get 100% on your first deposit up to ₹10,000.</p>", at);
  insBul.run(1, 2, "Install the app", "<p>Add Lobby to your home screen for faster play.</p>", at);
  insBul.run(2, 0, "Weekend reload", "<p>50% reload bonus every weekend.</p>", at);
  insBul.run(2, 1, "Live casino week", "<p>Extra rebate on live tables this week.</p>", at);
  insBul.run(3, 0, "Deposit tips", "<p>UPI deposits are credited within 2 minutes.</p>", at);
  db.prepare(
    "INSERT INTO meta (key, value) VALUES ('popup_frequency_public', '1'), ('popup_frequency_member', '0')",
  ).run();
  // The sandbox's own customer-service page (sandbox/support.ts), standing in for the operator's chat.
  db.prepare("INSERT INTO meta (key, value) VALUES ('customer_service_link', ?)").run(SUPPORT_PATH);
  db.prepare("INSERT INTO meta (key, value) VALUES ('site_name', 'lobby')").run();

  for (const [i, c] of CURRENCIES.entries()) {
    db.prepare("INSERT INTO jackpot (currency, amount) VALUES (?, ?)").run(c, 123_456_789 + i * 1_000_000);
    db.prepare("INSERT INTO house (currency, cash) VALUES (?, ?)").run(c, 1_000_000_000_000);
  }

  seedRegisterSettings(db);
  seedMembers(db, at);
  db.prepare("INSERT INTO agent_domains (host, agent_id, currency) VALUES (?, ?, ?)").run(
    "agent01.localhost",
    2,
    "INR",
  );
  db.prepare("INSERT INTO agent_domains (host, agent_id, currency) VALUES (?, ?, ?)").run(
    "usd.agent01.localhost",
    2,
    "USD",
  );

  const insEnv =
    db.prepare(`INSERT INTO red_envelopes (currency, title, start_at, end_at, min_amount, max_amount, remaining, pool)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  insEnv.run(
    "INR",
    "Diwali red envelope",
    iso(now - 3600_000),
    iso(now + 7 * 86400_000),
    1000,
    50000,
    1000,
    10_000_000,
  );
  insEnv.run(
    "INR",
    "Weekend red envelope",
    iso(now + 14 * 86400_000),
    iso(now + 15 * 86400_000),
    1000,
    20000,
    500,
    5_000_000,
  );
  insEnv.run("USD", "Welcome envelope", iso(now - 3600_000), iso(now + 7 * 86400_000), 100, 500, 100, 30_000);
}

function seedRegisterSettings(db: DatabaseSync): void {
  const ins =
    db.prepare(`INSERT INTO register_settings (currency, name, is_display, is_required, is_unique, is_member_center,
    is_verification, is_member_center_verification) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const c of CURRENCIES) {
    const phoneVerify = c === "INR" || c === "VND" ? 1 : 0;
    // [name, display, required, unique, member_center, verification]
    const rows: [string, number, number, number, number, number][] = [
      ["check_password", 1, 1, 0, 0, 0],
      ["member_name", 1, c === "INR" || c === "RMB" || c === "VND" ? 1 : 0, 0, 1, 0],
      ["member_email", 1, c === "USD" ? 1 : 0, 1, 1, 0],
      ["member_phone", 1, c === "INR" || c === "VND" ? 1 : 0, 1, 1, phoneVerify],
      ["member_birthday", c === "USD" ? 1 : 0, 0, 0, 1, 0],
      ["member_telegram", 1, 0, 0, 1, 0],
      ["member_whats_app", c === "INR" ? 1 : 0, 0, 0, 1, 0],
      ["member_wechat", c === "RMB" ? 1 : 0, 0, 0, 1, 0],
      ["member_zalo", c === "VND" ? 1 : 0, 0, 0, 1, 0],
      ["member_qq", c === "RMB" ? 1 : 0, 0, 0, 1, 0],
      ["member_skype", 0, 0, 0, 1, 0],
      ["member_fb", 0, 0, 0, 1, 0],
      ["member_others", 0, 0, 0, 1, 0],
      ["identity_id", c === "THB" ? 1 : 0, c === "THB" ? 1 : 0, 1, 1, 0],
      ["withdraw_password", 1, 0, 0, 1, 0],
      ["captcha", 1, 1, 0, 0, 0],
      ["introducer", 1, 0, 0, 0, 0],
    ];
    for (const [name, d, r, u, m, v] of rows) ins.run(c, name, d, r, u, m, v, name === "member_phone" ? v : null);
  }
}

function seedMembers(db: DatabaseSync, at: string): void {
  const ins = db.prepare(`INSERT INTO members (account, password_hash, currency, status, login_check, cash, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const m of SEED_MEMBERS) {
    const { lastInsertRowid } = ins.run(
      m.account,
      hashSecret(m.password),
      m.currency ?? "INR",
      m.status ?? "active",
      m.login_check ?? "none",
      m.account === "demo01" ? 2_500_000 : 100_000,
      at,
    );
    const id = Number(lastInsertRowid);
    for (const [k, v] of Object.entries(m.extra ?? {})) {
      if (!/^[a-z_]+$/.test(k)) continue;
      const value = k === "withdraw_password_hash" && typeof v === "string" ? hashSecret(v) : v;
      db.prepare(`UPDATE members SET ${k} = ? WHERE id = ?`).run(value, id);
    }
  }
  // demo01 holds balances in several provider wallets.
  const wallet = db.prepare("INSERT INTO wallets (member_id, gp_id, cash) VALUES (1, ?, ?)");
  wallet.run("GPJL", 150_000);
  wallet.run("GPR8", 42_050);
  wallet.run("GPAG", 310_000);
  wallet.run("GPSB", 5_000);
  const letter = db.prepare(
    "INSERT INTO letters (member_id, title, content, is_read, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const base = Date.parse(at);
  for (let i = 1; i <= 60; i++) {
    letter.run(
      1,
      `Notice #${i}`,
      `Dear member, this is notice number ${i} about your account and our promotions.`,
      i <= 50 ? 1 : 0,
      iso(base - (60 - i) * 3600_000),
    );
  }
  letter.run(2, "Agent commission statement", "Your commission for last week has been settled.", 0, at);
}
