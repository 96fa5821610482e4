// Admin controls of the agent programme (/sandbox/admin/agent/…, the x-sandbox-key rule of admin/index.ts):
// the operator's settings, the settlement of a week, and the bench's large tree.
import * as z from "zod/mini";
import { weekContaining, addDays } from "../../src/contract/agent-periods.ts";
import { sandboxNow } from "../clock.ts";
import { memberByAccount, type Ctx } from "../context.ts";
import { HttpError } from "../http.ts";
import { AgentSettingsSchema, agentSettings, setAgentSettings } from "./settings.ts";
import { seedBenchTree } from "./seed.ts";
import { settleWeek } from "./statements.ts";

interface Action<S extends z.ZodMiniType> {
  schema: S;
  run: (ctx: Ctx, body: z.output<S>) => { code?: number; message?: string; data?: unknown };
}
const action = <S extends z.ZodMiniType>(a: Action<S>) => a;

export const AGENT_ADMIN_ACTIONS = {
  /** Changes any of the programme's settings (sandbox/agent/settings.ts); answers the settings in force. */
  "agent/settings": action({
    // Every setting but the programme's currency (fixed for the sandbox's life), each optional.
    schema: z.partial(z.omit(AgentSettingsSchema, { currency: true })),
    run: (ctx, b) => {
      const change = Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined));
      return { data: setAgentSettings(ctx.db, change) };
    },
  }),
  /**
   * Settles one ended week of an agent: `approve` freezes its statement, `pay` (approving first if needed) credits
   * the commission from the house in one ledger transaction and sends member.cash; a paid week pays nothing again.
   * `week`: any day of the week (YYYY-MM-DD, America/Caracas); default the last ended week.
   */
  "agent/settle": action({
    schema: z.object({
      account: z.string().check(z.minLength(1), z.maxLength(50)),
      week: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
      action: z._default(z.enum(["approve", "pay"]), "pay"),
    }),
    run: (ctx, b) => {
      const agent = memberByAccount(ctx.db, b.account);
      if (!agent || !agent.is_agent) throw new HttpError(404, 404, `no agent ${b.account}`);
      const week = b.week ?? addDays(weekContaining(sandboxNow()).week, -7);
      const r = settleWeek(ctx, agent, agentSettings(ctx.db), week, b.action);
      if (!r.ok) return { code: r.code, message: r.message, data: null };
      return { data: { statement: r.statement, paid_now: r.paid_now } };
    },
  }),
  /** The bench's tree (also SANDBOX_AGENT_BENCH_TREE at start): about `size` members under agentbench. */
  "agent/bench-tree": action({
    schema: z.object({ size: z._default(z.int().check(z.gte(1), z.lte(50_000)), 10_000) }),
    run: (ctx, b) => ({ data: seedBenchTree(ctx.db, b.size) }),
  }),
} as const;
