// The back office's profile change (sandbox admin `profile`, brief centre2): one field set or cleared, the
// member's pages told with profile.updated (spec 001 §4); only the listed fields, never a column named by input.
import Echo from "laravel-echo";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, EVENTS, listenName } from "../../src/contract/index.ts";
import { startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
let echo: Echo<"socket.io"> | null = null;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(async () => {
  echo?.disconnect();
  await h.close();
});

describe("admin profile control (Info, profile.updated)", () => {
  it("sets and clears a field, emitting profile.updated to the member", async () => {
    const token = await h.token("demo01", "demo1234");
    const id = (await h.admin("member", { account: "demo01" })).body.apiResponseData.id as number;
    echo = new Echo<"socket.io">({
      broadcaster: "socket.io",
      host: h.base,
      client: io,
      transports: ["websocket"],
      bearerToken: token,
    });
    let updates = 0;
    echo.private(CHANNELS.member(id)).listen(listenName(EVENTS.profileUpdated), () => (updates += 1));
    const profile = async () =>
      (await h.post("/api/member/profile", {}, h.bearer(token))).body.apiResponseData.member_profile;
    await expect
      .poll(async () => {
        await h.admin("profile", { account: "demo01", field: "member_telegram", value: "@from_admin" });
        return updates;
      })
      .toBeGreaterThan(0);
    expect((await profile()).member_telegram).toBe("@from_admin");
    expect((await h.admin("profile", { account: "demo01", field: "member_telegram", value: null })).body.code).toBe(
      100,
    );
    expect((await profile()).member_telegram).toBeNull();
  });

  it("refuses a field it does not list", async () => {
    const r = await h.admin("profile", { account: "demo01", field: "password_hash", value: "x" });
    expect(r.body.code).toBe(422);
  });
});
