import { describe, expect, it } from "vitest";
import { CALLS, CALLS_BY_PATH, EVENTS, envelope, EnvelopeSchema, isSuccessCode } from "../../src/contract/index.ts";

// spec 000 §7 and spec 001 §7: every call of both tables, as absolute paths ("prefixed /api unless absolute").
const SPEC_PATHS = [
  "/demo/play",
  "/demo/gp_games",
  "/demo/gt_games",
  "/arks/web/carousel_picture",
  "/arks/web/announcement/marquee",
  "/arks/web/bulletin",
  "/arks/web/bulletin/member",
  "/arks/web/bulletin/history",
  "/arks/web/bulletin/member/hide",
  "/v2/get_jackpot",
  "/v3/game_list",
  "/v2/get_tag_game_list",
  "/v2/game_label",
  "/v2/get_template_game_list",
  "/arks/web/member-games/last-playing-game",
  "/arks/web/member-games/favorite/store",
  "/member/game/play1",
  "/member/game/leave1",
  "/member/profile/my_cash",
  "/member/profile/balance/all/back",
  "/member/profile/balance_get_back",
  "/member/profile/common/layout",
  "/arks/web/agent-level-rename",
  "/member/profile",
  "/arks/web/register-settings",
  "/arks/web/register-settings/service-agreement",
  "/bonus_setting/check",
  "/member/apply_for_agent/check",
  "/member/profile/edit_password",
  "/arks/web/member/letter",
  "/arks/web/member/letter/read",
  "/arks/web/member/letter/destroy",
  "/arks/web/cash_surplus/check",
  "/arks/web/activity/red_envelope_promotion",
  "/arks/web/activity/red_envelope",
  "/login/double_validation/skip",
  "/login/double_validation",
  "/arks/web/vx/verify",
  "/arks/web/vx/reset",
  "/clientCaptcha",
  "/arks/web/game/sport-quickbet-url",
  "/check_iframe",
  "/logout",
  "/get_login_header",
  "/login",
  "/captcha",
  "/arks/web/site/detail",
  "/web/logo",
  "/register/verification",
  "/register",
  "/register/sms",
  "/register/valid_message",
  "/member_info",
  "/arks/web/check-agent-domain",
  "/web/model_setting",
  "/web/model_sponsor",
  "/web/model_login",
  "/arks/web/web-mobile-footer",
  "/arks/web/footer",
  "/arks/web/float",
  "/arks/web/model/register-background/detail",
  "/get_info_data",
].map((p) => "/api" + p);
// The two paths the table writes with /api already (absolute).
const ABSOLUTE = ["/api/template_config", "/api/fb_tracking"];

describe("call catalogue", () => {
  it("holds every call of spec 000 §7 and spec 001 §7, once", () => {
    const paths = Object.values(CALLS).map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [...SPEC_PATHS, ...ABSOLUTE]) expect(CALLS_BY_PATH.has(p), p).toBe(true);
  });

  it("marks the 401-cancelled member calls as needing auth (spec 000 §7)", () => {
    for (const p of [
      "/api/arks/web/member/letter",
      "/api/member/profile/my_cash",
      "/api/member/profile/common/layout",
    ]) {
      expect(CALLS_BY_PATH.get(p)?.def.auth).toBe(true);
    }
  });

  it("builds envelopes the schema accepts; success is 100 or 1000 (spec 000 §8)", () => {
    expect(EnvelopeSchema.parse(envelope(100, "ok", {})).status).toBe(true);
    expect(isSuccessCode(1000)).toBe(true);
    expect(isSuccessCode(101)).toBe(false);
  });

  it("names the real-time events of spec 001 §4 and §7", () => {
    const names = Object.values(EVENTS).map((e) => e.name);
    for (const n of [
      "login",
      "app_clean_cache",
      "member.cash",
      "forward_game.status",
      "letter.sent",
      "letter.read",
      "letter.delete",
      "all_transfer_back",
      "profile.updated",
      "member_deposit.success",
      "game.url",
      "RedEnvelopeDisplay",
      "customer_service_link_change",
      "carousel_picture.url",
      "model_settings.url",
      "model_sponsor.url",
      "model_login.url",
    ])
      expect(names).toContain(n);
  });
});
