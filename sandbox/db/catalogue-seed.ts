// The seeded game catalogue (spec 000 §1, §3, §9): game types 2–9, the provider app table, and games: over 2,000
// slots (GPJL "Jili Games" alone has BIG_PROVIDER_SLOTS) plus each provider's lobby and table games for the
// other types. Deterministic: the same seed gives the same ids, names, tags, labels and device support.
import type { DatabaseSync } from "node:sqlite";
import { DEMO_SLOT_PROVIDERS, GAME_TYPES } from "../../src/contract/constants.ts";
import { ADJECTIVES, GT_NAMES, NOUNS, SLOT_LABELS, SUFFIXES, TABLE_GAMES, type Tri } from "./catalogue-words.ts";
import { INACTIVE_PROVIDERS, PROVIDERS } from "./providers.ts";
import { hashOf, seededRandom } from "../seeded.ts";

/** Bumped whenever the generated catalogue changes: an older database file gets its catalogue seeded again. */
export const CATALOGUE_VERSION = "2";

/** The provider with the long game list (a demo-capable slot provider, spec 000 §9). */
export const BIG_PROVIDER = "GPJL";
export const BIG_PROVIDER_SLOTS = 420;

/** Device support of a game, a bit mask: which client kinds may list and start it. */
export const DEVICE_DESKTOP = 1;
export const DEVICE_MOBILE = 2;
export const DEVICE_BOTH = DEVICE_DESKTOP | DEVICE_MOBILE;

/**
 * The device bit of a client type id (spec 000 §9: desktop 1; mobile 2, app 3, gesture 4, finger 5, wechat 6,
 * pwa 7 are all handsets). 0 is no id of the first two maps: it filters nothing.
 */
export function deviceMask(clientTypeId: number): number {
  if (clientTypeId === 1) return DEVICE_DESKTOP;
  if (clientTypeId === 0) return DEVICE_BOTH;
  return DEVICE_MOBILE;
}

function shuffled<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const join = (...parts: string[]) => parts.filter(Boolean).join(" ");

/** Unique slot names in three languages: plain "Adjective Noun" first-ish, suffixed ones mixed in. */
export function slotNames(): () => Tri {
  const rand = seededRandom(20240901);
  const plain: Tri[] = [];
  const suffixed: Tri[] = [];
  for (const a of ADJECTIVES)
    for (const n of NOUNS)
      for (const [i, s] of SUFFIXES.entries()) {
        const name: Tri = [join(a[0], n[0], s[0]), join(a[1], n[1], s[1]), join(a[2], n[2], s[2])];
        (i === 0 ? plain : suffixed).push(name);
      }
  shuffled(plain, rand);
  shuffled(suffixed, rand);
  let k = 0;
  return () => {
    const fromPlain = k++ % 9 < 5 && plain.length > 0;
    const next = (fromPlain ? plain.pop() : suffixed.pop()) ?? plain.pop();
    if (!next) throw new Error("slot names exhausted");
    return next;
  };
}

/** Slot label styles per provider: fishing, crash and bingo houses lean to their kind. */
function slotLabels(gpId: string, index: number, h: number): string[] {
  const lean: Record<string, string> = {
    GPFH: "fishing",
    GPOC: "fishing",
    GPCL: "crash",
    GPAX: "crash",
    GPSK: "crash",
    GPJD: "bingo",
    GPYB: "bingo",
    GPTB: "bingo",
  };
  const leaning = lean[gpId];
  const primary = leaning && h % 4 !== 0 ? leaning : (SLOT_LABELS[(h >>> 3) % SLOT_LABELS.length] ?? "video");
  const labels = [primary];
  if (primary !== "jackpot" && (h >>> 7) % 7 === 0) labels.push("jackpot");
  if (index < 12 && gpId === BIG_PROVIDER && !labels.includes("classic") && index % 3 === 0) labels.push("classic");
  return labels;
}

function devicesOf(index: number, h: number): number {
  if (index < 12) return DEVICE_BOTH; // the first games of every provider run everywhere (tests, banners)
  const r = (h >>> 11) % 12;
  return r === 0 ? DEVICE_DESKTOP : r === 1 ? DEVICE_MOBILE : DEVICE_BOTH;
}

export interface CatalogueCounts {
  games: number;
  slots: number;
}

/** Inserts (or, for an existing database, replaces) game types, providers and games. */
export function seedCatalogue(db: DatabaseSync): CatalogueCounts {
  const insType = db.prepare(
    `INSERT INTO game_types (gt_id, gt_name, key, prefix, sort) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(gt_id) DO UPDATE SET gt_name = excluded.gt_name, key = excluded.key, prefix = excluded.prefix,
     sort = excluded.sort`,
  );
  for (const [i, gt] of GAME_TYPES.entries())
    insType.run(gt.gtId, GT_NAMES[gt.gtId]?.[0] ?? gt.key, gt.key, gt.prefix, i);

  // Upsert keeps a maintenance window and the wallets (which reference providers) of an older database.
  const insProvider = db.prepare(
    `INSERT INTO providers (gp_id, gp_name, app_id, active, gt_ids, demo, sort) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(gp_id) DO UPDATE SET gp_name = excluded.gp_name, app_id = excluded.app_id, active = excluded.active,
     gt_ids = excluded.gt_ids, demo = excluded.demo, sort = excluded.sort`,
  );
  const insGame = db.prepare(`INSERT INTO games (gp_id, game_type, game_code, game_name, name_hi, name_ta, house,
    customized, is_hot, is_new, labels, demo, hue, devices, is_lobby, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const nextSlot = slotNames();
  let games = 0;
  let slots = 0;

  // The big provider's slots first, so game ids 1… are demo-capable Jili slots (the demo page's examples).
  const ordered = [...PROVIDERS.entries()].sort(
    ([, a], [, b]) => Number(b[0] === BIG_PROVIDER) - Number(a[0] === BIG_PROVIDER),
  );
  for (const [i, [gpId, name, gts]] of ordered) {
    const active = (INACTIVE_PROVIDERS as readonly string[]).includes(gpId) ? 0 : 1;
    const demo = (DEMO_SLOT_PROVIDERS as readonly string[]).includes(gpId) ? 1 : 0;
    insProvider.run(gpId, name, gpId.slice(2).toLowerCase() + String(100 + i), active, JSON.stringify(gts), demo, i);
    for (const gt of gts) {
      const code = (n: number) => `${gpId.slice(2)}_${gt}_${String(n + 1).padStart(3, "0")}`;
      // The columns every game of this provider and type starts with: its code and its three names.
      const addGame = (g: number, [en, hi, ta]: Tri, ...rest: (number | string)[]) =>
        insGame.run(gpId, gt, code(g), en, hi, ta, ...rest);
      if (gt === 2) {
        const count = gpId === BIG_PROVIDER ? BIG_PROVIDER_SLOTS : 28 + (hashOf(gpId) % 18);
        for (let g = 0; g < count; g++) {
          const [en, hi, ta] = nextSlot();
          const h = hashOf(`${gpId}/${g}/${en}`);
          // Jili's first games are its famous ones: hot; its newest (the end of the list) are new.
          const hot = (gpId === BIG_PROVIDER && g < 6) || h % 40 === 1;
          const isNew = (gpId === BIG_PROVIDER && g >= count - 6) || h % 40 === 2;
          addGame(
            g,
            [en, hi, ta],
            0,
            // A few Jili games are "customized": playable through the demo path without login (spec 000 §5).
            gpId === BIG_PROVIDER && g % 97 === 50 ? 1 : 0,
            hot ? 1 : 0,
            isNew && !hot ? 1 : 0,
            JSON.stringify(slotLabels(gpId, g, h)),
            demo,
            h % 360,
            devicesOf(g, h),
            0,
            g,
          );
          games++;
          slots++;
        }
      } else {
        const names = TABLE_GAMES[gt] ?? [["Lobby", "लॉबी", "லாபி"] as Tri];
        const count = Math.min(names.length, 1 + (hashOf(gpId + gt) % names.length));
        for (let g = 0; g < count; g++) {
          const [en, hi, ta] = names[(g === 0 ? 0 : ((g + hashOf(gpId)) % (names.length - 1)) + 1) % names.length] ?? [
            "Lobby",
            "लॉबी",
            "லாபி",
          ];
          const h = hashOf(`${gpId}/${gt}/${g}`);
          addGame(
            g,
            [en, hi, ta],
            gt === 3 ? g % 2 : 0,
            0,
            g === 0 && h % 3 === 0 ? 1 : 0,
            g > 0 && h % 4 === 0 ? 1 : 0,
            JSON.stringify([g === 0 ? "lobby" : "table"]),
            0,
            h % 360,
            DEVICE_BOTH,
            g === 0 ? 1 : 0,
            g,
          );
          games++;
        }
      }
    }
  }
  return { games, slots };
}

/** An older database file: its catalogue replaced by the current one (favourites and last played named old ids). */
export function reseedCatalogue(db: DatabaseSync): void {
  db.exec("DELETE FROM games; DELETE FROM favorites; DELETE FROM last_played;");
  seedCatalogue(db);
}
