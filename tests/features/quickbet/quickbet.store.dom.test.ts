// The quick-bet frame's load (spec 001 §4, src/lib/load): loading → ready with the frame's URL and origin; a URL
// this page may not frame, or a failed call, is the translated error; a retry shows loading again; an older
// load's late answer is dropped.
import { beforeEach, describe, expect, it, vi } from "vitest";

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void };
const urlCalls: Deferred[] = [];
let embeddable = true;
vi.mock("../../../src/features/quickbet/api.ts", () => ({
  getQuickBetUrl: vi.fn(() => new Promise((resolve, reject) => urlCalls.push({ resolve, reject }))),
  canEmbed: vi.fn(async () => embeddable),
}));
vi.mock("../../../src/lib/boot/boot.ts", () => ({ readBoot: () => ({ currency: "INR", device: "desktop" }) }));
vi.mock("../../../src/lib/session/index.ts", async () => {
  const { atom } = await import("nanostores");
  return { $member: atom(null), initSession: vi.fn(), siteId: () => 1 };
});
vi.mock("../../../src/features/launcher/client.ts", () => ({ startGame: vi.fn() }));

const { createQuickBet } = await import("../../../src/features/quickbet/quickbet.store.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  urlCalls.length = 0;
  embeddable = true;
});

describe("quick-bet frame", () => {
  it("loading → ready with the frame's URL and origin", async () => {
    const qb = createQuickBet();
    const run = qb.load();
    expect(qb.$state.get().kind).toBe("loading");
    urlCalls.shift()!.resolve({ url: "https://sport.example.com/app?x=1" });
    await run;
    expect(qb.$state.get()).toMatchObject({
      kind: "ready",
      data: { url: "https://sport.example.com/app?x=1", origin: "https://sport.example.com", height: null },
    });
  });

  it("a frame that refuses embedding is quickbet.notEmbeddable; a failed call quickbet.unavailable", async () => {
    const qb = createQuickBet();
    embeddable = false;
    let run = qb.load();
    urlCalls.shift()!.resolve({ url: "https://sport.example.com/app" });
    await run;
    expect(qb.$state.get()).toMatchObject({ kind: "error", message: { key: "quickbet.notEmbeddable" } });
    run = qb.load();
    expect(qb.$state.get().kind).toBe("loading");
    urlCalls.shift()!.reject(new Error("down"));
    await run;
    expect(qb.$state.get()).toMatchObject({ kind: "error", message: { key: "quickbet.unavailable" } });
  });

  it("a late answer to an older load is dropped", async () => {
    const qb = createQuickBet();
    const older = qb.load();
    const newer = qb.load();
    const [a, b] = [urlCalls.shift()!, urlCalls.shift()!];
    b.resolve({ url: "https://new.example.com/" });
    await newer;
    a.resolve({ url: "https://old.example.com/" });
    await older;
    await flush();
    expect(qb.$state.get()).toMatchObject({ kind: "ready", data: { origin: "https://new.example.com" } });
  });
});
