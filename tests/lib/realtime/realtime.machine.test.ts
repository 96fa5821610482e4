import { describe, expect, it } from "vitest";
import { EVENTS, tokenFingerprint } from "../../../src/contract/index.ts";
import {
  channelPlan,
  diffChannels,
  effectsOf,
  effectsOnMemberJoined,
  effectsOnReconnect,
  memberChannelMissing,
  modelListToRefresh,
  templateChannels,
  wireName,
} from "../../../src/lib/realtime/realtime.machine.ts";

const web = { storedToken: "mine-token", platform: "web" as const, userWindowOpen: false, language: "hi_IN" };

// spec 001 §7 channels
describe("channel plan", () => {
  it("public channels always, private and presence when logged in", () => {
    expect(channelPlan({ siteCurrency: "INR", member: null }).map(wireName)).toEqual(["web_member", "web_api.INR"]);
    expect(channelPlan({ siteCurrency: "USD", member: { memberId: 5, currency: "INR" } }).map(wireName)).toEqual([
      "web_member",
      "web_api.INR",
      "private-member.5",
      "private-member.INR",
      "presence-member.INR",
    ]);
  });
  it("{template}_template only for site02, suncity and apsport; bob_mobile_template unless origin_mobile", () => {
    expect(templateChannels(null)).toEqual([]);
    expect(templateChannels({ template: "site01", mobileTemplate: "origin_mobile" })).toEqual([]);
    for (const template of ["site02", "suncity", "apsport"])
      expect(templateChannels({ template, mobileTemplate: "origin_mobile" }).map(wireName)).toEqual([
        `${template}_template`,
      ]);
    expect(templateChannels({ template: "site01", mobileTemplate: "bob_mobile" }).map(wireName)).toEqual([
      "bob_mobile_template",
    ]);
    const plan = channelPlan({
      siteCurrency: "INR",
      member: null,
      templates: { template: "suncity", mobileTemplate: "H5_3" },
    });
    expect(plan.map(wireName)).toEqual(["web_member", "web_api.INR", "suncity_template", "bob_mobile_template"]);
  });
  it("logout leaves the member channels only", () => {
    const on = channelPlan({ siteCurrency: "INR", member: { memberId: 5, currency: "INR" } });
    const off = channelPlan({ siteCurrency: "INR", member: null });
    const d = diffChannels(on, off);
    expect(d.join).toEqual([]);
    expect(d.leave.map(wireName)).toEqual(["private-member.5", "private-member.INR", "presence-member.INR"]);
  });
  it("the member channel counts as missing when not joined or refused (spec 001 §7, 2 s rule)", () => {
    expect(memberChannelMissing(new Set(["private-member.5"]), new Set(), 5)).toBe(false);
    expect(memberChannelMissing(new Set(), new Set(), 5)).toBe(true);
    expect(memberChannelMissing(new Set(["private-member.5"]), new Set(["private-member.5"]), 5)).toBe(true);
  });
});

// spec 001 §4 real-time session events
describe("event → effects table", () => {
  it("template events refresh their list only in the page's language (spec 001 §7)", () => {
    expect(effectsOf(EVENTS.modelSettingsUrl, { language: "hi_IN" }, web)).toEqual([
      { type: "emit", event: "modelSettings" },
    ]);
    expect(effectsOf(EVENTS.modelSponsorUrl, { language: "hi_IN" }, web)).toEqual([
      { type: "emit", event: "modelSponsor" },
    ]);
    expect(effectsOf(EVENTS.modelLoginUrl, { language: "hi_IN" }, web)).toEqual([
      { type: "emit", event: "modelLogin" },
    ]);
    expect(effectsOf(EVENTS.modelSettingsUrl, { language: "en_US" }, web)).toEqual([]);
    expect(effectsOf(EVENTS.modelLoginUrl, { language: "ta_IN" }, web)).toEqual([]);
  });
  // issue 10, home and site content: the banners and the Support links follow the platform live.
  it("carousel_picture.url refreshes the banners of its use_type; customer_service_link_change the Support link", () => {
    expect(effectsOf(EVENTS.carouselPictureUrl, { use_type: 2 }, web)).toEqual([{ type: "carousel", useType: 2 }]);
    expect(effectsOf(EVENTS.carouselPictureUrl, {}, web)).toEqual([{ type: "carousel", useType: null }]);
    expect(effectsOf(EVENTS.customerServiceLinkChange, { link: "https://help.example/chat" }, web)).toEqual([
      { type: "customerService", link: "https://help.example/chat" },
    ]);
    expect(effectsOf(EVENTS.customerServiceLinkChange, { link: "javascript:alert(1)" }, web)).toEqual([]);
  });
  it("a login elsewhere with another token warns and logs out", () => {
    expect(effectsOf(EVENTS.login, { token: "other" }, web)).toEqual([
      { type: "toast", level: "warning", key: "already_login_msg" },
      { type: "logout", reason: "elsewhere" },
    ]);
    expect(effectsOf(EVENTS.login, { token: "mine-token" }, web)).toEqual([]);
  });
  // Our extension of spec 001 §3/§4 (EVENTS.login): the event carries the new token's fingerprint, not the token.
  it("compares the event's fingerprint with the stored token's", () => {
    expect(effectsOf(EVENTS.login, { fingerprint: tokenFingerprint("other") }, web)).toEqual([
      { type: "toast", level: "warning", key: "already_login_msg" },
      { type: "logout", reason: "elsewhere" },
    ]);
    expect(effectsOf(EVENTS.login, { fingerprint: tokenFingerprint("mine-token") }, web)).toEqual([]);
    expect(effectsOf(EVENTS.login, {}, web)).toHaveLength(2);
  });
  it("app_clean_cache logs out, clears caches and reloads", () => {
    expect(effectsOf(EVENTS.appCleanCache, {}, web).map((e) => e.type)).toEqual(["logout", "clearCaches", "reload"]);
  });
  it("member.cash sets the balance and clears the quitting flag", () => {
    expect(effectsOf(EVENTS.memberCash, { cash: 5, total: 9 }, web)).toEqual([
      { type: "setBalance", cash: 5, total: 9 },
      { type: "clearQuitting" },
    ]);
  });
  it("game.url on the member's channel hands the game's address to the launcher (spec 000 §4, issue 9)", () => {
    expect(
      effectsOf(EVENTS.gameUrl, { url: "https://lobby.test/g?s=1", gp_id: "GPJL", game_code: "JL1" }, web),
    ).toEqual([{ type: "gameUrl", url: "https://lobby.test/g?s=1", gpId: "GPJL", gameCode: "JL1" }]);
    expect(effectsOf(EVENTS.gameUrl, { url: "javascript:alert(1)", gp_id: "GPJL", game_code: "JL1" }, web)).toEqual([]);
  });
  it("forward_game.status 957 is the transfer-disabled notice; others go on to the game status", () => {
    expect(effectsOf(EVENTS.forwardGameStatus, { code: 957 }, web)[0]).toEqual({
      type: "toast",
      level: "warning",
      key: "session.transfer_disabled",
    });
    expect(effectsOf(EVENTS.forwardGameStatus, { code: 203 }, web)).toEqual([{ type: "forwardGameStatus", code: 203 }]);
  });
  it("letters (the letters feature refreshes on the 'letters' session event), transfer back and profile refresh", () => {
    for (const def of [EVENTS.letterSent, EVENTS.letterRead])
      expect(effectsOf(def, { id: 1 }, web)).toEqual([{ type: "emit", event: "letters" }]);
    expect(effectsOf(EVENTS.letterDelete, { id: [1, 2] }, web)).toEqual([{ type: "emit", event: "letters" }]);
    expect(effectsOf(EVENTS.allTransferBack, { cash: 1 }, web)).toEqual([{ type: "refreshBalance" }]);
    expect(effectsOf(EVENTS.profileUpdated, {}, web)[0]).toEqual({ type: "refreshProfile" });
  });
  it("deposit success fires e_first_pay / e_pay only on the web with the user window closed", () => {
    const p = { order_number: "A1", deposit_amount: 500, deposit_times: 1 };
    expect(effectsOf(EVENTS.memberDepositSuccess, p, web)).toEqual([
      { type: "adPixel", event: "e_first_pay", orderNumber: "A1", amount: 500 },
    ]);
    expect(effectsOf(EVENTS.memberDepositSuccess, { ...p, deposit_times: 2 }, web)[0]).toMatchObject({
      event: "e_pay",
    });
    expect(effectsOf(EVENTS.memberDepositSuccess, p, { ...web, platform: "android" })).toEqual([]);
    expect(effectsOf(EVENTS.memberDepositSuccess, p, { ...web, userWindowOpen: true })).toEqual([]);
  });
  it("a payload that does not match the contract does nothing", () => {
    expect(effectsOf(EVENTS.memberCash, { cash: "lots" }, web)).toEqual([]);
  });
});

// issue 8, faults; spec 001 §9: after a drop Echo rejoins its channels, but what was sent meanwhile is lost.
describe("effects when the real-time connection comes back", () => {
  it.each([
    [true, true, []],
    [true, false, []],
    [false, false, []],
    [false, true, [{ type: "refreshBalance" }, { type: "emit", event: "letters" }, { type: "emit", event: "profile" }]],
  ] as const)("first connect %s, member %s", (first, member, effects) => {
    expect(effectsOnReconnect(first, member)).toEqual(effects);
  });
});

// spec 001 §4 member.cash, letter.sent: what the platform sent while the member channel's subscribe was on its
// way reached no one, so the counts read before it are read again once it has reached the server.
describe("effects once the member channel has reached the server", () => {
  it("reads the balance, the letter count and a shown profile again", () => {
    expect(effectsOnMemberJoined()).toEqual([
      { type: "refreshBalance" },
      { type: "emit", event: "letters" },
      { type: "emit", event: "profile" },
    ]);
  });
});

// issue 10, site content: spec 001 §7 "{template}_template for site02, suncity and apsport: model_settings.url
// refreshes ads when the language matches"; "bob_mobile_template when the mobile template is not origin_mobile:
// model_sponsor.url and model_login.url refresh those lists when the language matches".
describe("which model list a template event refreshes (spec 001 §7)", () => {
  const cases: [
    channel: "template" | "bob_mobile_template" | "web_member",
    event: string,
    eventLang: string,
    pageLang: string,
    expected: string | null,
  ][] = [
    ["template", "model_settings.url", "hi_IN", "hi_IN", "modelSettings"],
    ["template", "model_settings.url", "en_US", "hi_IN", null],
    ["template", "model_settings.url", "hi-IN", "hi_IN", "modelSettings"],
    ["template", "model_settings.url", "", "en_US", null],
    ["bob_mobile_template", "model_settings.url", "hi_IN", "hi_IN", null],
    ["bob_mobile_template", "model_sponsor.url", "ta_IN", "ta_IN", "modelSponsor"],
    ["bob_mobile_template", "model_sponsor.url", "en_US", "ta_IN", null],
    ["bob_mobile_template", "model_login.url", "en_US", "en_US", "modelLogin"],
    ["bob_mobile_template", "model_login.url", "ta_IN", "en_US", null],
    ["template", "model_sponsor.url", "en_US", "en_US", null],
    ["template", "model_login.url", "en_US", "en_US", null],
    ["web_member", "model_settings.url", "en_US", "en_US", null],
    ["template", "carousel_picture.url", "en_US", "en_US", null],
  ];
  it.each(cases)("%s %s in %s on a %s page refreshes %s", (channel, event, eventLang, pageLang, expected) => {
    expect(modelListToRefresh(channel, event, eventLang, pageLang)).toBe(expected);
  });
  it("the channels that carry them follow the templates", () => {
    expect(templateChannels({ template: "apsport", mobileTemplate: "origin_mobile" }).map((c) => c.scope)).toEqual([
      "template",
    ]);
    expect(templateChannels({ template: "site01", mobileTemplate: "bob_mobile" }).map((c) => c.scope)).toEqual([
      "bob_mobile_template",
    ]);
  });
});
