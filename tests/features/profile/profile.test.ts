// /user/Info rules (spec 001 §3, §5, §8): which fields a member may complete, the form schemas the
// sandbox applies too, the withdraw password's four digits, and a refused submit keeping what was typed.
import { describe, expect, it } from "vitest";
import {
  ProfileEditRequestSchema,
  WithdrawPasswordRequestSchema,
  type MemberProfile,
} from "../../../src/contract/member.ts";
import { setting } from "./fixtures.ts";
import {
  completableFields,
  fieldError,
  pinErrors,
  pinOutcome,
  profileEditOutcome,
  profileValue,
} from "../../../src/features/profile/profile.ts";
import {
  completionFieldMessage,
  completionTransition,
  initialCompletion,
  initialPin,
  pinFieldMessage,
  pinTransition,
} from "../../../src/features/profile/profile.machine.ts";

const profile = (over: Partial<MemberProfile> = {}): MemberProfile =>
  ({
    id: 7,
    member_account: "fresh01",
    member_currency: "INR",
    member_name: "Fresh",
    member_email: "f@example.com",
    member_phone: null,
    member_telegram: null,
    memberTelegram: null,
    member_whats_app: null,
    memberWhatsApp: null,
    member_birthday: null,
    is_withdraw_password: 0,
    ...over,
  }) as MemberProfile;

describe("fields the member centre lets a member complete (spec 001 §3 is_member_center)", () => {
  const settings = [
    setting("member_name"),
    setting("member_phone", { is_member_center_verification: 1 }),
    setting("member_telegram"),
    setting("member_whats_app", { is_member_center: 0 }),
    setting("member_birthday", { is_display: 0 }),
    setting("member_wechat", { currency: "RMB" }),
    setting("captcha"),
  ];

  it("only empty, shown, is_member_center fields of the member's currency; the phone with its SMS", () => {
    expect(completableFields(profile(), settings)).toEqual([
      { field: "member_phone", verification: true },
      { field: "member_telegram", verification: false },
    ]);
  });

  it("a value in the camelCase twin counts as the same field (spec 001 §3)", () => {
    const p = profile({ memberTelegram: "@already" });
    expect(profileValue(p, "member_telegram")).toBe("@already");
    expect(completableFields(p, settings).map((f) => f.field)).toEqual(["member_phone"]);
  });
});

describe("the field rules are the contract's, shown as translated messages", () => {
  it.each([
    ["member_telegram", "@fresh_tg", null],
    ["member_telegram", "abc", "register.err.contactAt"],
    ["member_whats_app", "ab@cdef", "register.err.contact"],
    ["member_email", "nope", "register.err.email"],
    ["member_phone", "98a76", "register.err.phoneDigits"],
    ["member_birthday", "2001-02-30", "profile.err.birthday"],
    ["member_birthday", "2001-02-28", null],
    ["member_name", "   ", "register.err.required"],
  ] as const)("%s %j → %s", (field, value, key) => {
    const e = fieldError(field, value);
    expect(e && "key" in e ? e.key : e).toBe(key);
  });

  it("the sandbox's request schema refuses the same values", () => {
    expect(ProfileEditRequestSchema.safeParse({ member_telegram: "abc" }).success).toBe(false);
    expect(ProfileEditRequestSchema.safeParse({ member_telegram: "@fresh_tg" }).success).toBe(true);
    expect(ProfileEditRequestSchema.safeParse({}).success).toBe(false);
    expect(
      WithdrawPasswordRequestSchema.safeParse({ withdraw_password: "1234", withdraw_password_confirmation: "4321" })
        .success,
    ).toBe(false);
  });

  it("the platform's refusals land on their field", () => {
    expect(profileEditOutcome(104, "x").field).toBe("member_phone");
    expect(profileEditOutcome(113, "x").field).toBe("phone_verify");
    expect(profileEditOutcome(112, "x")).toEqual({ field: null, message: { key: "profile.err.alreadySet" } });
    expect(profileEditOutcome(999, "odd")).toEqual({ field: null, message: { text: "odd" } });
    expect(pinOutcome(101, "x").field).toBe("old");
  });
});

describe("completing the profile keeps what was typed (Bad input)", () => {
  const fields = [
    { field: "member_phone", verification: true },
    { field: "member_telegram", verification: false },
  ] as const;

  it("nothing filled: one message above the button, no call", () => {
    const s = completionTransition(initialCompletion, { type: "submit", fields });
    expect(s.kind).toBe("editing");
    expect(s.refused?.message).toEqual({ key: "profile.err.nothing" });
  });

  it("a phone without its SMS code is stopped on the code", () => {
    let s = completionTransition(initialCompletion, { type: "input", field: "member_phone", value: "9811122233" });
    s = completionTransition(s, { type: "submit", fields });
    expect(s.kind).toBe("editing");
    expect(completionFieldMessage(s, "phone_verify")).toMatchObject({ key: "register.err.phoneVerify" });
  });

  it("a refused save keeps the values; editing the refused field clears the refusal", () => {
    let s = completionTransition(initialCompletion, { type: "input", field: "member_telegram", value: "@fresh_tg" });
    s = completionTransition(s, { type: "submit", fields });
    expect(s.kind).toBe("saving");
    s = completionTransition(s, { type: "refused", field: "member_telegram", message: { key: "api.error.platform" } });
    expect(s.values.member_telegram).toBe("@fresh_tg");
    expect(completionFieldMessage(s, "member_telegram")).toEqual({ key: "api.error.platform" });
    s = completionTransition(s, { type: "input", field: "member_telegram", value: "@fresh_tg2" });
    expect(completionFieldMessage(s, "member_telegram")).toBeNull();
  });

  it("the SMS lock runs until it ends, and 102 still starts it (spec 001 §8)", () => {
    let s = completionTransition(initialCompletion, { type: "smsSending" });
    s = completionTransition(s, { type: "smsFailed", message: { key: "register.sms.rateLimited" }, until: 300_000 });
    expect(s.sms).toEqual({ kind: "locked", until: 300_000 });
    expect(completionTransition(s, { type: "smsSending" }).sms.kind).toBe("locked");
    expect(completionTransition(s, { type: "smsEnded" }).sms.kind).toBe("idle");
  });
});

describe("the withdraw password: 4 digits in four boxes (spec 001 §5, §9)", () => {
  it.each([
    [{ old: "", pin: "12", confirm: "12" }, false, { pin: "register.err.withdrawPassword" }],
    [{ old: "", pin: "1234", confirm: "1243" }, false, { confirm: "profile.err.pinMismatch" }],
    [{ old: "", pin: "1234", confirm: "1234" }, false, {}],
    [{ old: "", pin: "1234", confirm: "1234" }, true, { old: "register.err.withdrawPassword" }],
  ] as const)("%j (set already: %s)", (values, has, expected) => {
    const keys = Object.fromEntries(
      Object.entries(pinErrors(values, has)).map(([k, m]) => [k, "key" in m ? m.key : m]),
    );
    expect(keys).toEqual(expected);
  });

  it("a wrong old password keeps the new digits typed", () => {
    let s = pinTransition(initialPin, { type: "input", field: "old", value: "0000" });
    s = pinTransition(s, { type: "input", field: "pin", value: "2468" });
    s = pinTransition(s, { type: "input", field: "confirm", value: "2468" });
    s = pinTransition(s, { type: "submit", hasPassword: true });
    expect(s.kind).toBe("saving");
    s = pinTransition(s, { type: "refused", field: "old", message: { key: "profile.err.pinOldWrong" } });
    expect(s.values).toEqual({ old: "0000", pin: "2468", confirm: "2468" });
    expect(pinFieldMessage(s, "old")).toEqual({ key: "profile.err.pinOldWrong" });
  });
});
