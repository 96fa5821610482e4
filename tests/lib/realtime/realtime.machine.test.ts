import { describe, expect, it } from "vitest";
import { EVENTS, tokenFingerprint } from "../../../src/contract/index.ts";
import {
  channelPlan,
  diffChannels,
  effectsOf,
  effectsOnMemberJoined,
  effectsOnReconnect,
  memberChannelMissing,
  parseEvent,
  templateChannels,
  wireName,
} from "../../../src/lib/realtime/realtime.machine.ts";

const web = { storedToken: "mine-token" };

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
  // The connector publishes every parsed event on the platform event stream; the features' stores act on them.
  it("events that change no session state have no effect here (their features subscribe to them)", () => {
    for (const [def, payload] of [
      [EVENTS.modelSettingsUrl, { language: "hi_IN" }],
      [EVENTS.modelSponsorUrl, { language: "hi_IN" }],
      [EVENTS.modelLoginUrl, { language: "hi_IN" }],
      [EVENTS.carouselPictureUrl, { use_type: 2 }],
      [EVENTS.customerServiceLinkChange, { link: "https://help.example/chat" }],
      [EVENTS.letterSent, { id: 1 }],
      [EVENTS.letterRead, { id: 1 }],
      [EVENTS.letterDelete, { id: [1, 2] }],
      [EVENTS.gameUrl, { url: "https://lobby.test/g?s=1", gp_id: "GPJL", game_code: "JL1" }],
      [EVENTS.redEnvelopeDisplay, { currency: "INR", id: 3 }],
      [EVENTS.memberDepositSuccess, { order_number: "A1", deposit_amount: 500, deposit_times: 1 }],
    ] as const)
      expect(effectsOf(def, payload, web)).toEqual([]);
  });
  // a link or address the contract refuses never reaches a feature.
  it("parses a payload with its definition: what the contract refuses is null", () => {
    expect(parseEvent(EVENTS.carouselPictureUrl, {})).toEqual({});
    expect(parseEvent(EVENTS.customerServiceLinkChange, { link: "javascript:alert(1)" })).toBeNull();
    expect(parseEvent(EVENTS.gameUrl, { url: "javascript:alert(1)", gp_id: "GPJL", game_code: "JL1" })).toBeNull();
    expect(parseEvent(EVENTS.gameUrl, { url: "https://lobby.test/g?s=1", gp_id: "GPJL", game_code: "JL1" })).toEqual({
      url: "https://lobby.test/g?s=1",
      gp_id: "GPJL",
      game_code: "JL1",
    });
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
  // Our extension (account security): a session ended from another one ("log out there") is told by fingerprint.
  it("session.ended logs out only the session it names", () => {
    expect(
      effectsOf(EVENTS.sessionEnded, { fingerprint: tokenFingerprint("mine-token"), reason: "revoked" }, web),
    ).toEqual([
      { type: "toast", level: "warning", key: "security.session_ended" },
      { type: "logout", reason: "elsewhere" },
    ]);
    expect(effectsOf(EVENTS.sessionEnded, { fingerprint: tokenFingerprint("other") }, web)).toEqual([]);
  });
  it("app_clean_cache logs out, clears caches and reloads", () => {
    expect(effectsOf(EVENTS.appCleanCache, {}, web).map((e) => e.type)).toEqual(["logout", "clearCaches", "reload"]);
  });
  it("member.cash sets the balance (the launcher clears its quitting flag on the same event)", () => {
    expect(effectsOf(EVENTS.memberCash, { cash: 5, total: 9 }, web)).toEqual([
      { type: "setBalance", cash: 5, total: 9 },
    ]);
  });
  it("forward_game.status 957 is the transfer-disabled notice; the launcher handles the others", () => {
    expect(effectsOf(EVENTS.forwardGameStatus, { code: 957 }, web)[0]).toEqual({
      type: "toast",
      level: "warning",
      key: "session.transfer_disabled",
    });
    expect(effectsOf(EVENTS.forwardGameStatus, { code: 203 }, web)).toEqual([]);
  });
  it("all_transfer_back reads the balance, profile.updated the member's details", () => {
    expect(effectsOf(EVENTS.allTransferBack, { cash: 1 }, web)).toEqual([{ type: "refreshBalance" }]);
    expect(effectsOf(EVENTS.profileUpdated, {}, web)).toEqual([{ type: "refreshProfile" }]);
  });
  it("agent_apply.status reads the layout again, so an approved member needs no new login (src/contract/agent-apply.ts)", () => {
    expect(effectsOf(EVENTS.agentApplyStatus, { status: "approved" }, web)).toEqual([
      { type: "refreshProfile" },
      { type: "toast", level: "success", key: "agentProgramme.apply.approvedToast" },
    ]);
    expect(effectsOf(EVENTS.agentApplyStatus, { status: "rejected" }, web)).toEqual([
      { type: "refreshProfile" },
      { type: "toast", level: "info", key: "agentProgramme.apply.rejectedToast" },
    ]);
    expect(effectsOf(EVENTS.agentApplyStatus, { status: "maybe" }, web)).toEqual([]);
  });
  it("a payload that does not match the contract does nothing", () => {
    expect(effectsOf(EVENTS.memberCash, { cash: "lots" }, web)).toEqual([]);
  });
});

// faults; spec 001 §9: after a drop Echo rejoins its channels, but what was sent meanwhile is lost.
describe("effects when the real-time connection comes back", () => {
  it.each([
    [true, true, []],
    [true, false, []],
    [false, false, []],
    [false, true, [{ type: "refreshBalance" }, { type: "catchUp" }]],
  ] as const)("first connect %s, member %s", (first, member, effects) => {
    expect(effectsOnReconnect(first, member)).toEqual(effects);
  });
});

// spec 001 §4 member.cash, letter.sent: what the platform sent while the member channel's subscribe was on its
// way reached no one, so the counts read before it are read again once it has reached the server.
describe("effects once the member channel has reached the server", () => {
  it("reads the balance, the letter count and a shown profile again", () => {
    expect(effectsOnMemberJoined()).toEqual([{ type: "refreshBalance" }, { type: "catchUp" }]);
  });
});

// spec 001 §7: the template channels follow the site's templates.
describe("template channels", () => {
  it("the channels that carry them follow the templates", () => {
    expect(templateChannels({ template: "apsport", mobileTemplate: "origin_mobile" }).map((c) => c.scope)).toEqual([
      "template",
    ]);
    expect(templateChannels({ template: "site01", mobileTemplate: "bob_mobile" }).map((c) => c.scope)).toEqual([
      "bob_mobile_template",
    ]);
  });
});
