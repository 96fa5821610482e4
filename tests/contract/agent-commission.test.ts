// The agent commission (src/contract/agent-commission.ts; the model: tiers by active members and net
// revenue, fees, carry-over, the rate difference over sub-agents), in integer minor units, table cases.
import { describe, expect, it } from "vitest";
import {
  allocateLargestRemainder,
  applyBp,
  chooseTier,
  computeStatement,
  levelCommissions,
  teamNet,
  type CommissionRules,
  type TeamFigures,
} from "../../src/contract/agent-commission.ts";

const rules: CommissionRules = {
  tiers: [
    { min_active_members: 3, min_net_revenue: 100, rate_bp: 2000 },
    { min_active_members: 10, min_net_revenue: 50_000_00, rate_bp: 3000 },
    { min_active_members: 20, min_net_revenue: 2_00_000_00, rate_bp: 3500 },
  ],
  platform_fee_bp: 1000,
  payment_fee_bp: 150,
};

const team = (f: Partial<TeamFigures>): TeamFigures => ({
  win_loss: 0,
  bonuses: 0,
  deposits: 0,
  withdrawals: 0,
  active_members: 0,
  ...f,
});

/** A downline with one sub-agent: the statement of the whole downline's figures and the sub-agent's team's, nothing
 * carried in. */
const withSubAgent = (whole: Partial<TeamFigures>, account: string, sub: Partial<TeamFigures>) =>
  computeStatement({ rules, whole: team(whole), subs: [{ account, figures: team(sub) }], carry_in: 0 });

describe("applyBp floors to the minor unit, exactly", () => {
  it.each([
    [10_000, 2000, 2000],
    [3, 3333, 0], // 0.9999 → 0
    [12_345, 150, 185], // 185.175 → 185
    [-12_345, 150, -186], // −185.175 → −186 (toward −∞)
    [-10_000, 2000, -2000],
    [Number.MAX_SAFE_INTEGER, 1, 900_719_925_474], // no floating-point loss on the product
  ])("%d × %d bp → %d", (amount, bp, out) => expect(applyBp(amount, bp)).toBe(out));

  it("refuses a fraction of a minor unit", () => expect(() => applyBp(1.5, 100)).toThrow(RangeError));
});

describe("tier: the highest rate whose two minimums are met (both, not either)", () => {
  it.each([
    [2, 1_000_000_00, null, 0], // enough revenue, too few active members
    [3, 99, null, 0], // enough members, too little revenue
    [3, 100, 0, 2000],
    [15, 60_000_00, 1, 3000],
    [15, 3_00_000_00, 1, 3000], // revenue for tier 3, members only for tier 2
    [25, 3_00_000_00, 2, 3500],
  ])("%d active, net %d → tier %s at %d bp", (active, net, tier, rate) =>
    expect(chooseTier(rules.tiers, active, net)).toEqual({ tier, rate_bp: rate }),
  );
});

describe("team net: platform fee on positive win/loss, payment fee on deposits + withdrawals", () => {
  it("a losing downline pays the platform fee on its win/loss", () =>
    expect(
      teamNet(rules, team({ win_loss: 1_000_000, bonuses: 20_000, deposits: 500_000, withdrawals: 100_000 })),
    ).toEqual({ platform_fee: 100_000, payment_fee: 9_000, net: 1_000_000 - 20_000 - 100_000 - 9_000 }));
  it("a winning downline pays no platform fee; the payment fee still applies", () =>
    expect(teamNet(rules, team({ win_loss: -400_000, deposits: 200_000 }))).toEqual({
      platform_fee: 0,
      payment_fee: 3_000,
      net: -403_000,
    }));
});

describe("statement: every line (spec of the issue: tiers, fees, carry-over, rate difference)", () => {
  it("no sub-agents: N × rate, floored", () => {
    const s = computeStatement({
      rules,
      whole: team({ win_loss: 1_000_000, bonuses: 20_000, deposits: 500_000, withdrawals: 100_000, active_members: 5 }),
      subs: [],
      carry_in: 0,
    });
    expect(s).toMatchObject({
      gross_win_loss: 1_000_000,
      bonuses: 20_000,
      platform_fee: 100_000,
      payment_fee: 9_000,
      period_net: 871_000,
      carry_in: 0,
      net: 871_000,
      tier: 0,
      rate_bp: 2000,
      own_net: 871_000,
      own_commission: 174_200,
      sub_agents: [],
      commission: 174_200,
      carry_out: 0,
    });
  });

  it("a negative carry-over lowers the net and can drop the tier", () => {
    const s = computeStatement({
      rules,
      whole: team({ win_loss: 6_000_000, active_members: 12 }),
      subs: [],
      carry_in: -1_000_000,
    });
    // N0 = 6 000 000 − 600 000 = 5 400 000 ≥ tier 2's 5 000 000, but N = 4 400 000 is below it.
    expect(s.period_net).toBe(5_400_000);
    expect(s.net).toBe(4_400_000);
    expect([s.tier, s.rate_bp, s.commission, s.carry_out]).toEqual([0, 2000, 880_000, 0]);
  });

  it("a negative net earns nothing and is carried over whole", () => {
    const s = computeStatement({
      rules,
      whole: team({ win_loss: -250_000, bonuses: 10_000, deposits: 100_000, active_members: 8 }),
      subs: [],
      carry_in: -40_000,
    });
    expect(s.net).toBe(-250_000 - 10_000 - 1_500 - 40_000);
    expect([s.commission, s.carry_out, s.own_commission]).toEqual([0, s.net, 0]);
  });

  it("a positive carry-in is ignored (only negative balances carry)", () =>
    expect(computeStatement({ rules, whole: team({ win_loss: 1000 }), subs: [], carry_in: 5000 }).carry_in).toBe(0));

  it("over a sub-agent the agent earns its rate minus the sub-agent's on the sub-agent's team", () => {
    // The whole downline: 15 active, win/loss 8 000 000 → tier 2 (30 %). The sub-agent's team: 4 active,
    // win/loss 3 000 000 → its own tier 1 (20 %): the agent earns 10 % on that team, 30 % on its own members.
    const s = withSubAgent({ win_loss: 8_000_000, deposits: 2_000_000, active_members: 15 }, "sub01", {
      win_loss: 3_000_000,
      deposits: 1_000_000,
      active_members: 4,
    });
    const subNet = 3_000_000 - 300_000 - 15_000; // 2 685 000
    const net = 8_000_000 - 800_000 - 30_000; // 7 170 000
    expect([s.net, s.tier, s.rate_bp]).toEqual([net, 1, 3000]);
    expect(s.sub_agents).toEqual([
      { account: "sub01", net: subNet, rate_bp: 2000, diff_bp: 1000, commission: 268_500 },
    ]);
    expect(s.own_net).toBe(net - subNet);
    expect(s.own_commission).toBe(applyBp(net - subNet, 3000));
    expect(s.commission).toBe(applyBp(net - subNet, 3000) + 268_500);
  });

  it("a sub-agent at the same or a higher rate leaves no difference (never negative)", () => {
    const s = withSubAgent({ win_loss: 1_000_000, active_members: 5 }, "big", {
      win_loss: 900_000_000,
      active_members: 30,
    });
    expect(s.sub_agents[0]).toMatchObject({ rate_bp: 3500, diff_bp: 0, commission: 0 });
  });

  it("a sub-agent team with a loss offsets the agent's own commission, never below zero", () => {
    const s = withSubAgent({ win_loss: 500_000, active_members: 6 }, "sub01", {
      win_loss: -2_000_000,
      active_members: 3,
    });
    // N = 450 000 > 0; the sub team has no tier (rate 0), so the agent carries it at its full 20 %.
    expect(s.sub_agents[0]).toMatchObject({ net: -2_000_000, rate_bp: 0, diff_bp: 2000, commission: -400_000 });
    expect(s.own_net).toBe(2_450_000);
    expect(s.own_commission).toBe(490_000);
    expect(s.commission).toBe(90_000);
    // Own members below zero while the sub-agent's team (paid to the sub-agent at the same rate) is above: the sum
    // of the lines is negative, the commission is 0, and nothing carries (N itself is positive).
    const worse = withSubAgent({ win_loss: 500_000, active_members: 6 }, "sub01", {
      win_loss: 1_000_000,
      active_members: 3,
    });
    expect(worse.own_net).toBe(-450_000);
    expect(worse.own_commission).toBe(-90_000);
    expect(worse.sub_agents[0]).toMatchObject({ rate_bp: 2000, diff_bp: 0, commission: 0 });
    expect([worse.commission, worse.carry_out]).toEqual([0, 0]);
  });

  it("the lines add up: own net + Σ sub-agent nets = N", () => {
    const s = computeStatement({
      rules,
      whole: team({
        win_loss: 12_345_678,
        bonuses: 54_321,
        deposits: 9_876_543,
        withdrawals: 1_234_567,
        active_members: 22,
      }),
      subs: [
        { account: "a", figures: team({ win_loss: 3_333_333, bonuses: 1_111, deposits: 777_777, active_members: 4 }) },
        { account: "b", figures: team({ win_loss: -123_457, deposits: 55_555, active_members: 2 }) },
      ],
      carry_in: -99_999,
    });
    expect(s.own_net + s.sub_agents.reduce((a, x) => a + x.net, 0)).toBe(s.net);
    expect(s.period_net).toBe(s.gross_win_loss - s.bonuses - s.platform_fee - s.payment_fee);
    expect(s.net).toBe(s.period_net + s.carry_in);
    expect(s.commission).toBe(s.own_commission + s.sub_agents.reduce((a, x) => a + x.commission, 0));
  });
});

describe("largest-remainder allocation: the parts add up to the total exactly", () => {
  it.each([
    ["equal weights, 1 paisa left over goes to the first", 100, [1n, 1n, 1n], [34, 33, 33]],
    ["proportional, exact", 1000, [1n, 3n], [250, 750]],
    ["the largest remainders win the spare paise", 10, [1n, 2n, 4n], [1, 3, 6]],
    ["ties go to the lower level", 1, [2n, 2n], [1, 0]],
    ["a negative weight takes a negative share", 100, [3n, -1n], [150, -50]],
    ["weights adding up to nothing: the positive ones share", 90, [-5n, 2n, 1n], [0, 60, 30]],
    ["no positive weight: equal shares", 10, [-1n, 0n, -3n], [4, 3, 3]],
    ["nothing to share", 0, [5n, 7n], [0, 0]],
    ["no levels", 50, [], []],
  ])("%s", (_, total, weights, parts) => {
    expect(allocateLargestRemainder(total, weights)).toEqual(parts);
  });

  it("property: 2 000 random cases sum to the total; with weights ≥ 0 each part is within 1 paisa of its share", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let k = 0; k < 2000; k++) {
      const n = 1 + Math.floor(rand() * 8);
      const signed = k % 2 === 0;
      const weights = Array.from({ length: n }, () => BigInt(Math.floor((rand() - (signed ? 0.3 : 0)) * 1e15)));
      const total = Math.floor(rand() * 1e10);
      const parts = allocateLargestRemainder(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      const sum = weights.reduce((a, b) => a + b, 0n);
      if (!signed && sum > 0n)
        parts.forEach((p, i) => {
          const exact = (BigInt(total) * weights[i]!) / sum; // floor: the share is exact or 1 paisa more
          expect(BigInt(p) - exact >= 0n && BigInt(p) - exact <= 1n).toBe(true);
        });
    }
  });
});

describe("commission per level (StratifiedTable): own rate and rate difference, adding up to the paisa", () => {
  // r = 30 % (tier 2) over the whole; sub-agent sa01 at 20 %: the difference is 10 %.
  const lines = withSubAgent({ win_loss: 90_000_00, active_members: 12 }, "sa01", {
    win_loss: 30_000_00,
    active_members: 4,
  });

  it("weights each level by its teams' nets at their rates and splits the statement's commission", () => {
    expect([lines.rate_bp, lines.sub_agents[0]!.diff_bp]).toEqual([3000, 1000]);
    const parts = [
      { level: 1, team: null, net: 40_000_00 },
      { level: 1, team: "sa01", net: 0 },
      { level: 2, team: null, net: 20_000_00 },
      { level: 2, team: "sa01", net: 10_000_00 },
      { level: 3, team: "sa01", net: 20_000_00 },
    ];
    const out = levelCommissions(lines, parts);
    expect(out.map((l) => l.level)).toEqual([1, 2, 3]);
    expect(out.map((l) => l.rates_bp)).toEqual([[3000, 1000], [3000, 1000], [1000]]);
    // weights 40 000 × 30 %, 20 000 × 30 % + 10 000 × 10 %, 20 000 × 10 % → 12 : 7 : 2 of the commission
    expect(out.reduce((a, l) => a + l.commission, 0)).toBe(lines.commission);
    const [a, b, c] = out.map((l) => l.commission);
    expect(Math.abs(a! * 7 - b! * 12)).toBeLessThan(20);
    expect(Math.abs(b! * 2 - c! * 7)).toBeLessThan(20);
  });

  it("no commission (a negative net): every level 0", () => {
    const lost = computeStatement({ rules, whole: team({ win_loss: -5_00 }), subs: [], carry_in: 0 });
    expect(levelCommissions(lost, [{ level: 1, team: null, net: -5_00 }])).toEqual([
      { level: 1, rates_bp: [0], commission: 0 },
    ]);
  });

  it("property: random statements and level splits always add up to the commission", () => {
    let seed = 11;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let k = 0; k < 500; k++) {
      const subs = Array.from({ length: Math.floor(rand() * 4) }, (_, i) => ({
        account: `s${i}`,
        figures: team({ win_loss: Math.floor((rand() - 0.3) * 1e8), active_members: Math.floor(rand() * 25) }),
      }));
      const l = computeStatement({
        rules,
        whole: team({ win_loss: Math.floor((rand() - 0.2) * 1e9), active_members: Math.floor(rand() * 60) }),
        subs,
        carry_in: -Math.floor(rand() * 1e6),
      });
      const parts = Array.from({ length: 1 + Math.floor(rand() * 12) }, () => ({
        level: 1 + Math.floor(rand() * 5),
        team: rand() < 0.5 || subs.length === 0 ? null : `s${Math.floor(rand() * subs.length)}`,
        net: Math.floor((rand() - 0.3) * 1e8),
      }));
      const out = levelCommissions(l, parts);
      expect(out.reduce((a, x) => a + x.commission, 0)).toBe(l.commission);
    }
  });
});
