// The catalogue the sandbox serves: a realistic seeded catalogue (spec 000 §1, §3, §9) that every call of
// spec 000 §7 answers from, per device, with favourites and last played per member, demo play that never touches
// a wallet, and rounds that keep the money whole.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "../../sandbox/context.ts";
import { openDb, setMeta } from "../../sandbox/db/index.ts";
import { gamesHandlers } from "../../sandbox/routes/games.ts";
import { startSandbox, type Harness } from "./helpers.ts";
import { SAMPLES } from "./samples.ts";

interface Game {
  id: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  game_name: string;
  i18n_name: Record<string, string>;
  labels: string[];
  member_favorite: number;
  is_hot: number;
  is_new: number;
  demo: number;
  game_image: string;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;

let h: Harness;
let dir: string;
let db: DatabaseSync;
let token: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "lobby-catalogue-"));
  const file = path.join(dir, "sandbox.db");
  h = await startSandbox(file);
  db = new DatabaseSync(file, { readOnly: true });
  token = await h.token("demo01", "demo1234");
});
afterAll(async () => {
  db.close();
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const label = (gp_id: string, device = 0, game_type_id = 2, headers: Record<string, string> = {}) =>
  h.post("/api/v2/game_label", { site_id: 1, currency: "INR", device, gp_id, game_type_id, house: 0 }, headers);
const gameList = async (support_device = 1, headers: Record<string, string> = {}) =>
  (await h.post("/api/v3/game_list", { currency: "INR", site_id: 1, support_device, template: "site01" }, headers)).body
    .apiResponseData.data as {
    gt_id: number;
    gt_icon: string;
    gt_icon_active: string;
    gp_list: { gp_id: string; member_favorite: number; i18n_name: Record<string, string> }[];
  }[];
const play = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.post(
    "/api/member/game/play1",
    { gp_id: "GPJL", game_type: 2, game_code: "", house: 0, lobby_url: "/close", device: 1, ...body },
    { ...h.bearer(token), ...headers },
  );
const totals = async () => {
  const t = (await h.admin("totals")).body.apiResponseData.INR as { members: number; wallets: number; house: number };
  return t.members + t.wallets + t.house;
};
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("the seeded catalogue (spec 000 §1, §3)", () => {
  it("every game type 2-9 has its icons; over 2,000 slots, GPJL alone 400+, each named in English, Hindi and Tamil", async () => {
    const types = await gameList(0);
    expect(types.map((t) => t.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    for (const t of types) {
      for (const icon of [t.gt_icon, t.gt_icon_active])
        expect((await h.raw(icon, {})).headers.get("content-type")).toContain("image/svg+xml");
      expect(t.gp_list.length).toBeGreaterThan(0);
    }
    const slotProviders = types.find((t) => t.gt_id === 2)?.gp_list.map((p) => p.gp_id) ?? [];
    const all: Game[] = [];
    const perProvider: Record<string, number> = {};
    for (const gp of slotProviders) {
      const list = (await label(gp)).body.apiResponseData.list as Game[];
      perProvider[gp] = list.length;
      all.push(...list);
    }
    console.log(`catalogue: ${all.length} slots listed, GPJL ${perProvider.GPJL}, ${count("games")} games in all`);
    expect(all.length).toBeGreaterThanOrEqual(2000);
    expect(perProvider.GPJL).toBeGreaterThanOrEqual(400);
    for (const g of all) {
      expect(g.i18n_name.en_US).toBe(g.game_name);
      expect(g.i18n_name.hi_IN).toMatch(DEVANAGARI);
      expect(g.i18n_name.ta_IN).toMatch(TAMIL);
    }
    // The names are not one name repeated: a member can tell games apart in every language.
    expect(new Set(all.map((g) => g.i18n_name.hi_IN)).size).toBe(all.length);
    expect(new Set(all.map((g) => g.i18n_name.ta_IN)).size).toBe(all.length);
    expect(all.some((g) => g.is_hot)).toBe(true);
    expect(all.some((g) => g.is_new)).toBe(true);
  });

  it("providers carry every gp_list field with an i18n name; GPEA and GPNE are never listed anywhere (spec 000 §3)", async () => {
    const types = await gameList(1);
    const items = types.flatMap((t) => t.gp_list);
    expect(new Set(items.map((p) => p.gp_id)).size).toBeGreaterThan(100);
    const jili = items.find((p) => p.gp_id === "GPJL");
    expect(Object.keys(jili ?? {}).sort()).toEqual(
      [
        "id",
        "gp_id",
        "gp_name",
        "gp_gt_name",
        "game_type",
        "game_code",
        "house",
        "customized",
        "icon_light",
        "icon_dark",
        "member_favorite",
        "i18n_name",
      ].sort(),
    );
    expect(jili?.i18n_name.hi_IN).toMatch(DEVANAGARI);
    const listed = new Set(items.map((p) => p.gp_id));
    for (const tag of ["hot", "new"])
      for (const gt_id of [2, 3, 4, 5, 6, 7, 8, 9]) {
        const list = (
          await h.post("/api/v2/get_tag_game_list", { site_id: 1, currency: "INR", support_device: 1, tag, gt_id })
        ).body.apiResponseData.info[tag].game_list as Game[];
        for (const g of list) listed.add(g.gp_id);
      }
    const template = (
      await h.post("/api/v2/get_template_game_list", { site_id: 1, currency: "INR", support_device: 1 })
    ).body.apiResponseData.info as { game_list: Game[] }[];
    for (const g of template.flatMap((t) => t.game_list)) listed.add(g.gp_id);
    expect(listed.has("GPEA")).toBe(false);
    expect(listed.has("GPNE")).toBe(false);
    expect((await label("GPNE")).body.code).toBe(102);
    expect((await label("GPEA", 0, 3)).body.code).toBe(102);
  });

  it("types other than slot open the provider's lobby game: play1 with an empty game_code (spec 000 §4)", async () => {
    const start = await play({ gp_id: "GPAG", game_type: 3, game_code: "" });
    expect(start.body.code).toBe(100);
    expect(start.body.apiResponseData.game_code).toBe("AG_3_001");
    const session = (await h.admin("member", { account: "demo01" })).body.apiResponseData.session as string;
    const html = await (await h.raw(`/sandbox/games/slot?session=${session}`, {})).text();
    expect(html).toContain("<h1>Baccarat Lobby</h1>");
    expect(html).toContain("Asia Gaming · Live Casino");
    expect(html).toContain("Baccarat Lobby — Live Casino");
    await h.post("/api/member/game/leave1", {}, h.bearer(token));
  });
});

describe("per-device support (spec 000 §9 client type ids)", () => {
  it("desktop (1) lists no mobile-only game, mobile (2) no desktop-only game; both together are the whole list", async () => {
    const all = (await label("GPJL", 0)).body.apiResponseData.list as Game[];
    const desktop = (await label("GPJL", 1)).body.apiResponseData.list as Game[];
    const mobile = (await label("GPJL", 2)).body.apiResponseData.list as Game[];
    const app = (await label("GPJL", 3)).body.apiResponseData.list as Game[];
    expect(desktop.length).toBeLessThan(all.length);
    expect(mobile.length).toBeLessThan(all.length);
    expect(app.map((g) => g.id)).toEqual(mobile.map((g) => g.id));
    const d = new Set(desktop.map((g) => g.id));
    const m = new Set(mobile.map((g) => g.id));
    expect(new Set([...d, ...m]).size).toBe(all.length);
    const desktopOnly = all.find((g) => d.has(g.id) && !m.has(g.id));
    const mobileOnly = all.find((g) => m.has(g.id) && !d.has(g.id));
    expect(desktopOnly && mobileOnly).toBeTruthy();
    // The same filter applies to start and to the demo lists.
    const refused = await play({ game_code: desktopOnly?.game_code, device: 2 });
    expect(refused.body.code).toBe(104);
    expect(refused.body.message).toContain("not available on this device");
    const demo = (await h.post("/api/demo/gp_games", { ...SAMPLES.gameLabel, device: 2 })).body.apiResponseData
      .data as Game[];
    expect(demo.some((g) => g.id === desktopOnly?.id)).toBe(false);
    expect(demo.some((g) => g.id === mobileOnly?.id)).toBe(true);
  });
});

describe("labels, favourites and last played (spec 000 §3, §7)", () => {
  it("game_label: main is all_game, then my_favorite and last_play for a member, then every label the list uses", async () => {
    const visitor = (await label("GPJL", 1)).body.apiResponseData as { list: Game[]; main: { key: string }[] };
    expect(visitor.main.slice(0, 1)).toEqual([{ key: "all_game", name: "entire_games" }]);
    expect(visitor.main.map((m) => m.key)).not.toContain("my_favorite");
    const member = (await label("GPJL", 1, 2, h.bearer(token))).body.apiResponseData as typeof visitor;
    expect(member.main.slice(0, 3)).toEqual([
      { key: "all_game", name: "entire_games" },
      { key: "my_favorite", name: "my_favorites" },
      { key: "last_play", name: "last_play_games" },
    ]);
    const used = new Set(member.list.flatMap((g) => g.labels));
    expect(used.size).toBeGreaterThan(3);
    expect(new Set(member.main.slice(3).map((m) => m.key))).toEqual(used);
  });

  it("favourites: store is idempotent, shows in the lists and the provider item, unknown ids change nothing", async () => {
    const list = (await label("GPJL", 1)).body.apiResponseData.list as Game[];
    const [a, b] = [list[10], list[200]] as [Game, Game];
    const store = (data: { game_id: number; status: number }[]) =>
      h.post("/api/arks/web/member-games/favorite/store", { data }, h.bearer(token));
    expect((await store([{ game_id: a.id, status: 1 }])).body.apiResponseData.list).toEqual([a.id]);
    const twice = await store([
      { game_id: a.id, status: 1 },
      { game_id: b.id, status: 1 },
    ]);
    expect(twice.body.apiResponseData.list).toEqual([a.id, b.id].sort((x, y) => x - y));
    const mine = (await label("GPJL", 1, 2, h.bearer(token))).body.apiResponseData.list as Game[];
    expect(mine.filter((g) => g.member_favorite === 1).map((g) => g.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(
      (await gameList(1, h.bearer(token))).find((t) => t.gt_id === 2)?.gp_list.find((p) => p.gp_id === "GPJL"),
    ).toMatchObject({ member_favorite: 1 });
    // A request naming an unknown or unlisted (GPNE) game is refused whole.
    const gpne = db.prepare("SELECT id FROM games WHERE gp_id = 'GPNE' LIMIT 1").get() as { id: number };
    for (const bad of [999_999, gpne.id]) {
      const r = await store([
        { game_id: a.id, status: 0 },
        { game_id: bad, status: 1 },
      ]);
      expect(r.body.code).toBe(102);
    }
    expect((await store([{ game_id: b.id, status: 0 }])).body.apiResponseData.list).toEqual([a.id]);
    expect((await store([{ game_id: b.id, status: 0 }])).body.apiResponseData.list).toEqual([a.id]);
  });

  it("last played lists the most recent first, a replay moving to the front", async () => {
    for (const code of ["JL_2_003", "JL_2_004", "JL_2_003", "JL_2_005"])
      expect((await play({ game_code: code })).body.code).toBe(100);
    await h.post("/api/member/game/leave1", {}, h.bearer(token));
    const ids = Object.fromEntries(
      (
        db.prepare("SELECT id, game_code FROM games WHERE gp_id = 'GPJL'").all() as { id: number; game_code: string }[]
      ).map((r) => [r.game_code, r.id]),
    );
    const last = (await h.post("/api/arks/web/member-games/last-playing-game", {}, h.bearer(token))).body
      .apiResponseData.list as number[];
    expect(last.slice(0, 3)).toEqual([ids.JL_2_005, ids.JL_2_003, ids.JL_2_004]);
  });
});

describe("playing: rounds and demo (spec 000 §4, §9)", () => {
  it("a spin records a game_rounds row and money is conserved (members + wallets + house)", async () => {
    const before = await totals();
    const rounds = count("game_rounds");
    expect((await play({ game_code: "JL_2_001" })).body.code).toBe(100);
    const session = (await h.admin("member", { account: "demo01" })).body.apiResponseData.session as string;
    for (let i = 0; i < 5; i++) {
      const r = (await h.post("/sandbox/games/spin", { session, bet: 10 })).body as unknown as {
        ok: boolean;
        win: number;
      };
      expect(r.ok).toBe(true);
    }
    expect(count("game_rounds")).toBe(rounds + 5);
    const row = db.prepare("SELECT * FROM game_rounds ORDER BY id DESC LIMIT 1").get() as {
      gp_id: string;
      game_type: number;
      bet: number;
    };
    expect(row).toMatchObject({ gp_id: "GPJL", game_type: 2, bet: 1000 });
    expect(await totals()).toBe(before);
    // More than the wallet holds: refused with the reason the page shows as "insufficient balance".
    const broke = (await h.post("/sandbox/games/spin", { session, bet: 999_999 })).body as unknown as {
      ok: boolean;
      reason: string;
    };
    expect(broke).toMatchObject({ ok: false, reason: "insufficient" });
    await h.post("/api/member/game/leave1", {}, h.bearer(token));
    expect(await totals()).toBe(before);
  });

  it("demo play opens the same page with play money and writes no ledger or round row", async () => {
    const ledger = count("ledger");
    const rounds = count("game_rounds");
    const before = await totals();
    const url = (
      await h.post(
        "/api/demo/play",
        { site_id: 1, currency: "INR", device: 2, gp_id: "GPJL", game_type: 2, game_code: "JL_2_002", house: 0 },
        { lang: "ta_IN" },
      )
    ).body.apiResponseData.game_url as string;
    const html = await (await fetch(url)).text();
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain("டெமோ");
    expect(html).toMatch(/"session":null/);
    // Without a session there is nothing to spin against on the server.
    expect((await h.raw("/sandbox/games/spin", { method: "POST", body: JSON.stringify({ bet: 5 }) })).status).toBe(400);
    expect(count("ledger")).toBe(ledger);
    expect(count("game_rounds")).toBe(rounds);
    expect(await totals()).toBe(before);
    // Only the demo-capable slot providers (spec 000 §9).
    const live = await h.post("/api/demo/play", {
      site_id: 1,
      currency: "INR",
      device: 1,
      gp_id: "GPAG",
      game_type: 2,
      game_code: "AG_2_001",
      house: 0,
    });
    expect(live.body.code).toBe(102);
    expect((await h.raw("/sandbox/games/slot?demo=1&game=999999", {})).status).toBe(404);
  });

  it("the game page shows name, provider and type in the member's language and the way back to /close", async () => {
    expect((await play({ game_code: "JL_2_001" }, { lang: "hi_IN" })).body.code).toBe(100);
    const session = (await h.admin("member", { account: "demo01" })).body.apiResponseData.session as string;
    const html = await (await h.raw(`/sandbox/games/slot?session=${session}`, {})).text();
    const name = (db.prepare("SELECT name_hi FROM games WHERE game_code = 'JL_2_001'").get() as { name_hi: string })
      .name_hi;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).toContain("जिली गेम्स · स्लॉट");
    expect(html).toMatch(/<a id="lobby" href="\/close">.*लॉबी पर वापस जाएँ<\/a>/);
    expect(html).toContain('<select id="bet">');
    await h.post("/api/member/game/leave1", {}, h.bearer(token));
  });
});

describe("speed (the 400-game provider's game_label in a few ms)", () => {
  it("measures /v2/game_label for GPJL (logged, not asserted)", async () => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      const r = await label("GPJL", 1, 2, h.bearer(token));
      times.push(performance.now() - t0);
      expect(r.body.apiResponseData.list.length).toBeGreaterThan(350);
    }
    times.sort((a, b) => a - b);
    console.log(`game_label GPJL over HTTP: median ${times[7]?.toFixed(1)} ms, max ${times[14]?.toFixed(1)} ms`);
    // The handler alone (query, favourites, mapping), without HTTP and the router's contract check.
    const ctx = { db: openDb(":memory:") } as unknown as Ctx;
    const body = { site_id: 1, currency: "INR", device: 1, gp_id: "GPJL", game_type_id: 2, house: 0 } as const;
    const own: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      gamesHandlers.gameLabel({ body, ctx, member: null, token: null, req: {} as never, ip: "127.0.0.1" });
      own.push(performance.now() - t0);
    }
    ctx.db.close();
    own.sort((a, b) => a - b);
    console.log(`game_label GPJL handler: median ${own[7]?.toFixed(2)} ms, max ${own[14]?.toFixed(2)} ms`);
  });
});

describe("an older database file", () => {
  it("gets the current catalogue seeded again on open, members kept", () => {
    const file = path.join(dir, "old.db");
    const first = openDb(file);
    first.exec("DELETE FROM games");
    setMeta(first, "catalogue", "1");
    first.close();
    const again = openDb(file);
    const n = (again.prepare("SELECT COUNT(*) AS n FROM games").get() as { n: number }).n;
    const members = (again.prepare("SELECT COUNT(*) AS n FROM members").get() as { n: number }).n;
    again.close();
    expect(n).toBeGreaterThan(2000);
    expect(members).toBeGreaterThan(0);
  });
});

describe("admin reset", () => {
  it("the catalogue answers from the new tables after a reset (cached statements recompile)", async () => {
    expect((await h.admin("reset")).body.code).toBe(100);
    const list = (await label("GPJL", 1)).body.apiResponseData.list as Game[];
    expect(list.length).toBeGreaterThan(350);
    expect(list[0]?.id).toBe(1);
  });
});
