// The demo list modal's loads (spec 000 §7 /demo/gp_games, /demo/gt_games), with the calls injected.
import { describe, expect, it } from "vitest";
import { $demoList, loadDemoList, type DemoDeps } from "../../../src/features/catalogue/demo-list.store.ts";
import type { ProviderQuery } from "../../../src/features/catalogue/api.ts";

const query = { siteId: 1, currency: "INR", device: 1, gpId: 7, gtId: 3, house: 0 } as unknown as ProviderQuery;
const game = (id: number) =>
  ({ id, game_code: `g${id}`, game_name: `Game ${id}`, i18n_name: {}, gp_id: 7, gt_id: 3 }) as never;

function deps(calls: Partial<Awaited<ReturnType<DemoDeps["api"]>>>): DemoDeps {
  return { api: () => Promise.resolve(calls as Awaited<ReturnType<DemoDeps["api"]>>), lang: () => "en_US" };
}

describe("loadDemoList", () => {
  it("this provider: one group of the provider's type", async () => {
    const p = loadDemoList(query, "t", "provider", deps({ getDemoProviderGames: () => Promise.resolve([game(1)]) }));
    expect($demoList.get()).toEqual({ kind: "loading" });
    await p;
    const list = $demoList.get();
    expect(list.kind).toBe("ready");
    if (list.kind === "ready") expect(list.groups.map((g) => [g.gtId, g.games.length])).toEqual([[3, 1]]);
  });

  it("every type: one group per type the platform answers", async () => {
    const groups = [
      { gt_id: 3, game_list: [game(1), game(2)] },
      { gt_id: 5, game_list: [] },
    ];
    await loadDemoList(query, "t", "all", deps({ getDemoTypeGames: () => Promise.resolve(groups as never) }));
    const list = $demoList.get();
    if (list.kind !== "ready") throw new Error(list.kind);
    expect(list.groups.map((g) => [g.gtId, g.games.length])).toEqual([
      [3, 2],
      [5, 0],
    ]);
  });

  it("a failed call is the error state (the modal offers a retry)", async () => {
    await loadDemoList(query, "t", "provider", deps({ getDemoProviderGames: () => Promise.reject(new Error("x")) }));
    expect($demoList.get()).toEqual({ kind: "error" });
  });

  it("an older answer arriving after a newer request is dropped", async () => {
    let answerOld: (v: never[]) => void = () => undefined;
    const old = loadDemoList(
      query,
      "t",
      "provider",
      deps({ getDemoProviderGames: () => new Promise((resolve) => (answerOld = resolve as never)) }),
    );
    await loadDemoList(query, "t", "all", deps({ getDemoTypeGames: () => Promise.resolve([]) }));
    answerOld([game(9)] as never);
    await old;
    expect($demoList.get()).toEqual({ kind: "ready", groups: [] });
  });
});
