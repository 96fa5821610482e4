// /user/Info's profile load (src/lib/load): loading → ready, a first failure is the translated error, a failed
// reload keeps the profile shown, a late answer to an older read is dropped, and a double save sends one call.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MemberProfile } from "../../../src/contract/member.ts";
import { setting } from "./fixtures.ts";
import { ApiError } from "../../../src/lib/api/error.ts";

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
const profiles: Deferred[] = [];
const edits: Deferred[] = [];
const defer = (list: Deferred[]) => new Promise((resolve, reject) => list.push({ resolve, reject }));
vi.mock("../../../src/features/profile/api.ts", () => ({
  getProfile: vi.fn(() => defer(profiles)),
  getRegisterSettings: vi.fn(async () => []),
  editProfile: vi.fn(() => defer(edits)),
  sendProfileSms: vi.fn(),
  setWithdrawPassword: vi.fn(),
}));
vi.mock("../../../src/lib/session/index.ts", () => ({
  initSession: vi.fn(),
  sessionEvents: { on: () => () => undefined },
  siteId: () => 1,
}));
vi.mock("../../../src/components/ui/toast.store.ts", () => ({ showToast: vi.fn() }));

const { LOADING } = await import("../../../src/lib/load/index.ts");
const { $profile, loadProfile, saveProfile, inputProfileField } =
  await import("../../../src/features/profile/profile.store.ts");

const profile = (name: string | null) =>
  ({ member_account: "demo01", member_currency: "INR", member_name: name }) as unknown as MemberProfile;
const nameSetting = setting("member_name");
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  profiles.length = 0;
  edits.length = 0;
  $profile.set(LOADING);
});

describe("profile load", () => {
  it("loading → ready with the profile and the settings", async () => {
    const run = loadProfile();
    expect($profile.get().kind).toBe("loading");
    await flush();
    profiles.shift()!.resolve(profile("A"));
    await run;
    expect($profile.get()).toMatchObject({ kind: "ready", data: { profile: profile("A"), settings: [] } });
  });

  it("a first failure is the client's translated key (or the platform's text)", async () => {
    const run = loadProfile();
    await flush();
    profiles.shift()!.reject(new ApiError({ kind: "timeout", status: 0, code: 0, message: "", path: "/api/x" }));
    await run;
    expect($profile.get()).toMatchObject({ kind: "error", message: { key: "api.error.timeout" } });
  });

  it("a failed reload keeps the profile shown", async () => {
    const first = loadProfile();
    await flush();
    profiles.shift()!.resolve(profile("A"));
    await first;
    const again = loadProfile();
    await flush();
    profiles.shift()!.reject(new Error("down"));
    await again;
    expect($profile.get()).toMatchObject({ kind: "ready", refreshing: false, data: { profile: profile("A") } });
  });

  it("a late answer to an older read is dropped (profile.updated twice)", async () => {
    const older = loadProfile();
    const newer = loadProfile();
    await flush();
    const [a, b] = [profiles.shift()!, profiles.shift()!];
    b.resolve(profile("new"));
    a.resolve(profile("old"));
    await Promise.all([older, newer]);
    expect($profile.get()).toMatchObject({ kind: "ready", data: { profile: profile("new") } });
  });

  it("a double save sends one edit, and the saved profile replaces the shown one", async () => {
    $profile.set({
      kind: "ready",
      seq: 1,
      refreshing: false,
      data: { profile: profile(null), settings: [nameSetting] },
    });
    inputProfileField("member_name", "Asha Rao");
    const save = saveProfile();
    void saveProfile();
    await flush();
    expect(edits).toHaveLength(1);
    edits.shift()!.resolve(profile("Asha Rao"));
    await save;
    expect($profile.get()).toMatchObject({
      kind: "ready",
      data: { profile: profile("Asha Rao"), settings: [nameSetting] },
    });
  });
});
