// spec 001 §4, §7: one connection per page, channels follow the session, events run their effects (fake Echo).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENTS, listenName } from "../../../src/contract/index.ts";
import { setRealtimeNotifier, startRealtime, stopRealtimeForTests } from "../../../src/lib/realtime/connector.ts";
import { $session, applyLogin, initSession, resetSessionForTests } from "../../../src/lib/session/session.store.ts";
import { $toasts, clearToasts, showToast } from "../../../src/components/ui/toast.store.ts";

class FakeEcho {
  static created = 0;
  connector = {
    options: { auth: { headers: {} as Record<string, string> } },
    channels: {} as Record<string, { handlers: Map<string, (p: unknown) => void> }>,
  };
  left: string[] = [];
  constructor() {
    FakeEcho.created++;
  }
  private make(wire: string) {
    const ch = (this.connector.channels[wire] ??= { handlers: new Map() });
    return { listen: (event: string, fn: (p: unknown) => void) => ch.handlers.set(event, fn) };
  }
  channel(name: string) {
    return this.make(name);
  }
  private(name: string) {
    return this.make(`private-${name}`);
  }
  join(name: string) {
    return this.make(`presence-${name}`);
  }
  leaveChannel(wire: string) {
    this.left.push(wire);
    delete this.connector.channels[wire];
  }
  disconnect() {}
  emit(wire: string, event: string, payload: unknown) {
    this.connector.channels[wire]?.handlers.get(event)?.(payload);
  }
}

let echo: FakeEcho;
const createEcho = () => (echo = new FakeEcho());

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  stopRealtimeForTests();
  clearToasts();
  FakeEcho.created = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, code: 100, message: "", apiResponseData: {} }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
  initSession();
  setRealtimeNotifier((level, key) => showToast(level, { key }));
});
afterEach(() => {
  stopRealtimeForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("real-time connector", () => {
  it("is created once however many islands start it", () => {
    startRealtime({ createEcho, siteCurrency: "INR" });
    startRealtime({ createEcho, siteCurrency: "INR" });
    expect(FakeEcho.created).toBe(1);
    expect(Object.keys(echo.connector.channels).sort()).toEqual(["web_api.INR", "web_member"]);
  });
  it("joins the member channels with the bearer token after login and leaves them at logout", () => {
    startRealtime({ createEcho, siteCurrency: "INR" });
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1);
    expect(echo.connector.options.auth.headers["Authorization"]).toBe("Bearer tok-abcdefgh");
    expect(Object.keys(echo.connector.channels)).toEqual(
      expect.arrayContaining(["private-member.5", "private-member.INR", "presence-member.INR"]),
    );
    $session.set({ status: "anonymous" });
    expect(echo.left).toEqual(
      expect.arrayContaining(["private-member.5", "private-member.INR", "presence-member.INR"]),
    );
    expect(echo.connector.options.auth.headers["Authorization"]).toBeUndefined();
  });
  it("a login event with another token warns already_login_msg and logs out", async () => {
    startRealtime({ createEcho, siteCurrency: "INR" });
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1);
    echo.emit("private-member.5", listenName(EVENTS.login), { token: "someone-else" });
    await vi.waitFor(() => expect($session.get().status).toBe("anonymous"));
    expect($toasts.get()[0]).toMatchObject({ type: "warning", message: { key: "already_login_msg" } });
  });
  it("member.cash updates the balance", () => {
    startRealtime({ createEcho, siteCurrency: "INR" });
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1);
    echo.emit("private-member.5", listenName(EVENTS.memberCash), { cash: 12, total: 40 });
    expect($session.get()).toMatchObject({ balance: { status: "ready", total: 40 } });
  });
  it("logs out when the member channel is missing 2 s after login", async () => {
    vi.useFakeTimers();
    startRealtime({ createEcho, siteCurrency: "INR" });
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1);
    delete echo.connector.channels["private-member.5"];
    await vi.advanceTimersByTimeAsync(2100);
    expect($session.get().status).toBe("anonymous");
  });
});
