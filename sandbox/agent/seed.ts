// The agent programme's seed (src/contract/agent.ts): agent01's downline of 78 members over 4 levels with 90 days
// of deposits, withdrawals, game rounds and bonuses, and on demand a large tree for the bench. Every money row is
// written by the live functions (ledger.ts move, wallet.ts credit / transferIn / playRound / transferOut) with the
// clock set to the event's instant (clock.ts withClockAt), so the reports reconcile with the ledger from the first
// start. Deterministic: a seeded PRNG, times relative to sandboxNow(). One transaction.
import { sandboxNow, withClockAt } from "../clock.ts";
import { memberByAccount, type MemberRow } from "../context.ts";
import { hashSecret } from "../crypto.ts";
import { getMeta, setMeta, transaction, type Db } from "../db/index.ts";
import { HOLD, MAIN, move, OUTSIDE } from "../ledger.ts";
import { seededRandom } from "../seeded.ts";
import { credit, playRound, transferIn, transferOut } from "../wallet.ts";

const DAY = 86_400_000;
const MIN = 60_000;

/** The seed's deterministic numbers: seeded.ts's mulberry32 (the catalogue seed's), re-exported for the tests. */
export const prng = seededRandom;

/**
 * The seed's players play wallet.ts's slot through weighted reel strips, as real slots set their return: the
 * middle reel favours the other symbols than the outer two, which brings the return to player to about 95 %
 * (the sandbox slot's uniform reels return about 106 %, and a programme whose house always loses pays nothing).
 * playRound draws the three reels in order, so the strip is chosen by the draw's position.
 */
export function weightedReels(rand: () => number): () => number {
  const outer = [0.3, 0.3, 0.3, 0.1 / 3, 0.1 / 3, 0.1 / 3].map((p) => 0.7 / 6 + 0.3 * p);
  const middle = [...outer].reverse();
  let reel = 0;
  return () => {
    const w = reel === 1 ? middle : outer;
    reel = (reel + 1) % 3;
    let u = rand();
    for (let i = 0; i < w.length; i++) {
      const p = w[i] ?? 0;
      if (u < p || i === w.length - 1) return (i + 0.5) / 6;
      u -= p;
    }
    return 0.5 / 6;
  };
}

/** Provider and game type of a seeded session (spec 000 §1 types: slot, live, chess, lottery). */
const GAMES = [
  { gp: "GPJL", type: 2 },
  { gp: "GPEV", type: 3 },
  { gp: "GPJL", type: 6 },
  { gp: "GPBB", type: 5 },
] as const;

interface Node {
  id: number;
  account: string;
  depth: number;
  isAgent: boolean;
  joined: number;
}

export interface TreeShape {
  /** Per depth (0 = the root's direct members): children of each agent at the depth above, and how many are agents. */
  levels: readonly { children: number; agents: number }[];
  /** Account prefix of the generated members (accounts are 6 to 12 characters). */
  prefix: string;
}

/** Members and their activity under `root` (the seed, the bench tree, the property test); returns them. */
const GIVEN = ["Aarav", "Diya", "Kabir", "Meera", "Rohan", "Sana", "Vikram", "Ananya", "Arjun", "Priya", "Ishaan"];
const FAMILY = [
  "Sharma",
  "Iyer",
  "Khan",
  "Patel",
  "Reddy",
  "Das",
  "Singh",
  "Nair",
  "Gupta",
  "Bose",
  "Menon",
  "Rao",
  "Joshi",
];

/** A profile name for the seed's serial (the transfer picker shows names), not drawn from `rand`: the seeded
 * activity stays what it was. */
export function seedName(serial: number): string {
  return `${GIVEN[serial % GIVEN.length]} ${FAMILY[Math.floor(serial / GIVEN.length) % FAMILY.length]}`;
}

export function growTree(
  db: Db,
  root: MemberRow,
  shape: TreeShape,
  rand: () => number,
  now: number,
  opts: { historyDays: number; activity: number; passwordHash: string },
): Node[] {
  const insert = db.prepare(
    `INSERT INTO members (account, password_hash, currency, status, login_check, cash, created_at, introducer_id,
      member_type, agent_type, agent_level, agent_active, is_agent, register_ip, name)
     VALUES (?, ?, ?, 'active', 'none', 0, ?, ?, ?, ?, ?, ?, ?, '10.0.0.1', ?)`,
  );
  const nodes: Node[] = [];
  let parents: Node[] = [
    { id: root.id, account: root.account, depth: -1, isAgent: true, joined: now - opts.historyDays * DAY },
  ];
  let serial = 0;
  shape.levels.forEach((level, depth) => {
    const next: Node[] = [];
    for (const parent of parents) {
      if (!parent.isAgent) continue;
      for (let c = 0; c < level.children; c++) {
        const isAgent = c < level.agents;
        serial++;
        const account = `${shape.prefix}${serial.toString(36).padStart(4, "0")}`;
        // Joined after the parent, spread over the history (earlier levels earlier).
        const span = now - parent.joined - 3 * DAY;
        const joined = parent.joined + DAY + Math.floor(rand() * span * 0.6);
        const agentLevel = isAgent ? Math.min(5, root.agent_level + depth + 1) : 0;
        const id = Number(
          insert.run(
            account,
            opts.passwordHash,
            root.currency,
            new Date(joined).toISOString(),
            parent.id,
            isAgent ? 2 : 1,
            isAgent ? 1 : 0,
            agentLevel,
            isAgent ? 1 : 0,
            isAgent ? 1 : 0,
            seedName(serial),
          ).lastInsertRowid,
        );
        const node = { id, account, depth, isAgent, joined };
        nodes.push(node);
        next.push(node);
      }
    }
    parents = next;
  });
  for (const n of nodes) playHistory(db, n, rand, now, opts.activity);
  return nodes;
}

/** One member's history from the day after joining to now, through the live money functions. */
function playHistory(db: Db, n: Node, rand: () => number, now: number, activity: number): void {
  const m = { id: n.id } as MemberRow; // credit() reads only the id
  const reels = weightedReels(rand);
  // A member's habit: how often they come, how much they bring.
  const often = activity * (0.3 + rand() * 1.4);
  const stake = [500, 1000, 2000, 5000][Math.floor(rand() * 4)] ?? 1000;
  let lastLogin = 0;
  for (let dayStart = n.joined + DAY; dayStart < now; dayStart += DAY) {
    if (rand() >= often) continue;
    let t = dayStart + Math.floor(rand() * DAY * 0.8);
    if (t >= now - 10 * MIN) continue;
    const at = (fn: () => void) => {
      t += Math.floor(1 + rand() * 20) * MIN;
      if (t < now) withClockAt(t, fn);
    };
    lastLogin = t;
    const cash = () => (db.prepare("SELECT cash FROM members WHERE id = ?").get(n.id) as { cash: number }).cash;
    if (cash() < 100_00 || rand() < 0.25) {
      const amount = stake * 100 * (1 + Math.floor(rand() * 3));
      at(() => {
        credit(db, m, amount, "deposit");
        db.prepare("UPDATE members SET deposit_times = deposit_times + 1 WHERE id = ?").run(n.id);
      });
    }
    if (rand() < 0.35) at(() => credit(db, m, 500, "signin"));
    if (rand() < 0.06) at(() => credit(db, m, (1 + Math.floor(rand() * 10)) * 1000, "red_envelope"));
    if (rand() < 0.015) at(() => credit(db, m, 5000, "recommend_award"));
    const game = GAMES[Math.floor(rand() * GAMES.length)] ?? GAMES[0];
    at(() => {
      const into = transferIn(db, n.id, game.gp);
      if (into <= 0) return;
      let balance = into;
      const rounds = 2 + Math.floor(rand() * 4);
      for (let r = 0; r < rounds && balance >= 100; r++) {
        const bet = Math.max(100, Math.floor((balance * (0.05 + rand() * 0.15)) / 100) * 100);
        const out = playRound(db, n.id, game.gp, Math.min(bet, balance), reels, { id: null, type: game.type });
        if (!out.ok) break;
        balance = out.balance;
      }
      transferOut(db, n.id, game.gp);
    });
    const c = cash();
    if (c > stake * 300 && rand() < 0.3) {
      const amount = Math.floor((c * 0.5) / 100) * 100;
      at(() => move(db, { memberId: n.id, from: MAIN, to: HOLD, amount, reason: "withdraw_hold" }));
      at(() => move(db, { memberId: n.id, from: HOLD, to: OUTSIDE, amount, reason: "withdraw_paid" }));
    }
  }
  if (lastLogin > 0)
    db.prepare("INSERT INTO sessions (token, member_id, created_at, revoked, last_seen_at) VALUES (?, ?, ?, 1, ?)").run(
      `seed-login-${n.id}`,
      n.id,
      new Date(lastLogin).toISOString(),
      lastLogin,
    );
}

/** agent01's tree: 10 direct (2 agents), 16 at level 2 (4 agents), 20 at level 3 (4 agents), 16 at level 4. */
export const AGENT01_SHAPE: TreeShape = {
  prefix: "a01m",
  levels: [
    { children: 10, agents: 2 },
    { children: 8, agents: 2 },
    { children: 5, agents: 1 },
    { children: 4, agents: 0 },
  ],
};

/** The withdraw password agent01 transfers with (sandbox/README.md). */
export const AGENT01_WITHDRAW_PASSWORD = "1234";
/** Every seeded downline member's password (sandbox/README.md). */
export const DOWNLINE_PASSWORD = "member1234";

/**
 * Seeds agent01's programme once per database (meta agent_seeded), also into an older database file. Returns the
 * milliseconds it took, or null when already seeded (or agent01 is missing).
 */
export function ensureAgentSeeded(db: Db, now = sandboxNow()): number | null {
  if (getMeta(db, "agent_seeded")) return null;
  const agent = memberByAccount(db, "agent01");
  if (!agent) return null;
  const started = performance.now();
  transaction(db, () => {
    const joined = new Date(now - 100 * DAY).toISOString();
    db.prepare(
      "UPDATE members SET created_at = ?, withdraw_password_hash = COALESCE(withdraw_password_hash, ?) WHERE id = ?",
    ).run(joined, hashSecret(AGENT01_WITHDRAW_PASSWORD), agent.id);
    const fresh = memberByAccount(db, "agent01") as MemberRow;
    growTree(db, fresh, AGENT01_SHAPE, prng(20_260_101), now, {
      historyDays: 100,
      activity: 0.12,
      passwordHash: hashSecret(DOWNLINE_PASSWORD),
    });
    setMeta(db, "agent_seeded", new Date(now).toISOString());
  });
  return performance.now() - started;
}

/**
 * A tree of about `size` members under a new active agent `agentbench` (password agent1234) for the bench
 * (SANDBOX_AGENT_BENCH_TREE, admin `agent/bench-tree`): 100 direct members, a fifth of each level agents, each agent
 * with up to 25 members, over 92 days with light activity. Returns the members made and the time it took.
 */
export function seedBenchTree(db: Db, size: number, now = sandboxNow()): { members: number; ms: number } {
  const started = performance.now();
  if (memberByAccount(db, "agentbench")) return { members: 0, ms: 0 };
  const made = transaction(db, () => {
    db.prepare(
      `INSERT INTO members (account, password_hash, currency, status, login_check, cash, created_at, member_type,
        agent_type, agent_level, agent_active, is_agent, withdraw_password_hash)
       VALUES ('agentbench', ?, 'INR', 'active', 'none', 100000, ?, 2, 1, 1, 1, 1, ?)`,
    ).run(hashSecret("agent1234"), new Date(now - 100 * DAY).toISOString(), hashSecret(AGENT01_WITHDRAW_PASSWORD));
    const root = memberByAccount(db, "agentbench") as MemberRow;
    // Levels until `size`: 100 direct (20 agents), then 25 per agent with a fifth agents.
    const levels: { children: number; agents: number }[] = [{ children: Math.min(size, 100), agents: 20 }];
    let agents = 20;
    let total = Math.min(size, 100);
    while (total < size && levels.length < 8) {
      const children = Math.max(1, Math.min(25, Math.ceil((size - total) / agents)));
      levels.push({ children, agents: Math.ceil(children / 5) });
      total += children * agents;
      agents *= Math.ceil(children / 5);
    }
    return growTree(db, root, { prefix: "bt", levels }, prng(42), now, {
      historyDays: 95,
      activity: 0.02,
      passwordHash: hashSecret(DOWNLINE_PASSWORD),
    }).length;
  });
  return { members: made, ms: performance.now() - started };
}
