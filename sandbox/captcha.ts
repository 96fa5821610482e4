// Captchas: single use, 5 minutes. With SANDBOX_CAPTCHA set, every answer is that value (tests, demos).
import { sandboxNow } from "./clock.ts";
import type { Ctx } from "./context.ts";
import { randomDigits, randomToken } from "./crypto.ts";

const TTL_MS = 5 * 60_000;

export function issueCaptcha(ctx: Ctx, type: number): { token: string; answer: string } {
  const token = randomToken(16);
  const answer = ctx.opts.captcha ?? randomDigits(4);
  ctx.db.prepare("DELETE FROM captchas WHERE created_at < ?").run(sandboxNow() - TTL_MS);
  ctx.db
    .prepare("INSERT INTO captchas (token, answer, type, created_at) VALUES (?, ?, ?, ?)")
    .run(token, answer, type, sandboxNow());
  return { token, answer };
}

/** True when the token exists, is fresh and the answer matches (case-insensitive). The token is spent either way. */
export function checkCaptcha(ctx: Ctx, token: string | undefined, answer: string | undefined): boolean {
  if (!token || !answer) return false;
  const row = ctx.db.prepare("SELECT answer, created_at FROM captchas WHERE token = ?").get(token) as
    { answer: string; created_at: number } | undefined;
  if (!row) return false;
  ctx.db.prepare("DELETE FROM captchas WHERE token = ?").run(token);
  return sandboxNow() - row.created_at < TTL_MS && row.answer.toLowerCase() === answer.trim().toLowerCase();
}
