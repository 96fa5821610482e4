// Agent transfers (src/contract/agent.ts agentTransfer): credit from the agent's main wallet to a direct member's,
// or a recall back. One BEGIN IMMEDIATE transaction holds both ledger moves (payer's main → house → receiver's main,
// so each move keeps ledger.ts's per-member invariant and the house nets zero) and the agent_transfers row whose
// (agent_id, request_id) is unique: a retry, even a concurrent one, finds the first row and moves nothing.
// Checks in order: replay, transfers off, the account, the amount (the member centre's parseAmount rules and the
// plan's limits), the withdraw password (the member centre's lock, withdraw-password.ts), the paying wallet.
import { sandboxNowIso } from "../clock.ts";
import {
  AGENT_CODES,
  AGENT_TRANSFER_PICK_SIZE,
  LIMITS,
  amountField,
  parseAmount,
  type AgentTransfer,
  type AgentTransferMembersResponse,
  type AgentTransferRequest,
  type Currency,
} from "../../src/contract/index.ts";
import { memberById, type Ctx, type MemberRow } from "../context.ts";
import { transaction } from "../db/index.ts";
import { HOUSE, MAIN, move } from "../ledger.ts";
import { emitCash } from "../wallet.ts";
import { checkWithdrawPin } from "../withdraw-password.ts";
import type { AgentSettings } from "./settings.ts";
import { containsPattern, downlineMember, memberStatus, type Refusal } from "./tree.ts";

interface TransferRow {
  id: number;
  agent_id: number;
  member_id: number;
  direction: "to_member" | "recall";
  amount: number;
  request_id: string;
  agent_cash_after: number;
  member_cash_after: number;
  created_at: string;
}

export type TransferOutcome =
  { ok: true; data: AgentTransfer & { currency: Currency; replayed: 0 | 1 } } | { ok: false; refusal: Refusal };

const refuse = (code: number, message: string, data?: unknown): TransferOutcome => ({
  ok: false,
  refusal: data === undefined ? { code, message } : { code, message, data },
});

function rowOut(db: Ctx["db"], r: TransferRow, currency: Currency, replayed: 0 | 1) {
  const account = (db.prepare("SELECT account FROM members WHERE id = ?").get(r.member_id) as { account: string })
    .account;
  return {
    ok: true as const,
    data: {
      id: r.id,
      direction: r.direction,
      account,
      amount: r.amount,
      agent_cash_after: r.agent_cash_after,
      member_cash_after: r.member_cash_after,
      created_at: r.created_at,
      currency,
      replayed,
    },
  };
}

const byRequest = (db: Ctx["db"], agentId: number, requestId: string) =>
  db.prepare("SELECT * FROM agent_transfers WHERE agent_id = ? AND request_id = ?").get(agentId, requestId) as
    TransferRow | undefined;

/** The same submission as the stored row (account, direction and amount)? */
function sameSubmission(db: Ctx["db"], r: TransferRow, body: AgentTransferRequest, currency: Currency): boolean {
  const m = memberById(db, r.member_id);
  const amount = parseAmount(body.amount, currency);
  return (
    !!m &&
    m.account.toLowerCase() === body.account.toLowerCase() &&
    r.direction === body.direction &&
    amount.ok &&
    amount.minor === r.amount
  );
}

export function agentTransfer(
  ctx: Ctx,
  agent: MemberRow,
  s: AgentSettings,
  body: AgentTransferRequest,
): TransferOutcome {
  const db = ctx.db;
  const currency = s.currency;
  const earlier = byRequest(db, agent.id, body.request_id);
  if (earlier)
    return sameSubmission(db, earlier, body, currency)
      ? rowOut(db, earlier, currency, 1)
      : refuse(AGENT_CODES.requestIdReused, "request_id was used for another transfer");
  if (!s.transfers_enabled || agent.wallet_status === 0)
    return refuse(AGENT_CODES.transfersOff, "agent transfers are off");
  const target = downlineMember(db, agent, body.account);
  if (!target.ok) return { ok: false, refusal: target.refusal };
  if (target.level !== 1) return refuse(AGENT_CODES.notInDownline, "not a direct member of your downline");
  if (agent.currency !== currency || target.member.currency !== currency)
    return refuse(AGENT_CODES.currencyMismatch, "the member is not in the programme's currency");
  if (target.member.wallet_status === 0) return refuse(AGENT_CODES.transfersOff, "the member's wallet is frozen");
  const parsed = amountField({ currency, min: s.transfer_min, max: s.transfer_max }).safeParse(body.amount);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? "amount_format";
    return refuse(AGENT_CODES.invalidAmount, `amount: ${problem}`, { problem });
  }
  const amount = parsed.data;
  const pin = checkWithdrawPin(db, agent, body.withdraw_password);
  if (!pin.ok) {
    if (pin.problem === "none") return refuse(AGENT_CODES.noWithdrawPassword, "set a withdraw password first");
    if (pin.problem === "wrong")
      return refuse(AGENT_CODES.wrongWithdrawPassword, "wrong withdraw password", {
        attempts_left: pin.attempts_left,
      });
    return refuse(AGENT_CODES.withdrawPasswordLocked, "too many wrong withdraw passwords", {
      locked_until: pin.locked_until,
    });
  }
  const memberId = target.member.id;
  const r = transaction(db, (): TransferOutcome & { moved?: boolean } => {
    const again = byRequest(db, agent.id, body.request_id);
    if (again) return rowOut(db, again, currency, 1);
    const a = memberById(db, agent.id);
    const m = memberById(db, memberId);
    if (!a || !m) return refuse(AGENT_CODES.unknownAccount, "no such account");
    const payer = body.direction === "to_member" ? a : m;
    if (payer.cash < amount)
      return refuse(AGENT_CODES.insufficient, "amount: more than the wallet holds", { problem: "amount_insufficient" });
    const [from, to] = body.direction === "to_member" ? [a.id, m.id] : [m.id, a.id];
    move(db, { memberId: from, from: MAIN, to: HOUSE, amount, reason: "agent_transfer" });
    move(db, { memberId: to, from: HOUSE, to: MAIN, amount, reason: "agent_transfer" });
    const cash = (id: number) => (memberById(db, id) as MemberRow).cash;
    const id = Number(
      db
        .prepare(
          `INSERT INTO agent_transfers (agent_id, member_id, direction, amount, request_id, agent_cash_after,
           member_cash_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(agent.id, m.id, body.direction, amount, body.request_id, cash(a.id), cash(m.id), sandboxNowIso())
        .lastInsertRowid,
    );
    const row = db.prepare("SELECT * FROM agent_transfers WHERE id = ?").get(id) as unknown as TransferRow;
    return { ...rowOut(db, row, currency, 0), moved: true };
  });
  if ("moved" in r && r.moved) {
    emitCash(ctx, agent.id);
    emitCash(ctx, memberId);
    const { moved: _moved, ...out } = r;
    return out;
  }
  return r;
}

export interface TransferLogQuery {
  start_at: string;
  end_at: string;
  direction?: "to_member" | "recall" | undefined;
  memberId?: number | undefined;
  page: number;
  pageSize: number;
}

/** The agent's transfers, newest first, and the totals per direction over every matching row. */
export function transferLog(db: Ctx["db"], agentId: number, q: TransferLogQuery) {
  const where = ["t.agent_id = :agent", "t.created_at >= :s", "t.created_at < :e"];
  const args: Record<string, string | number> = { agent: agentId, s: q.start_at, e: q.end_at };
  if (q.direction) {
    where.push("t.direction = :dir");
    args["dir"] = q.direction;
  }
  if (q.memberId !== undefined) {
    where.push("t.member_id = :m");
    args["m"] = q.memberId;
  }
  const clause = where.join(" AND ");
  const sums = db
    .prepare(
      `SELECT COUNT(*) AS n,
         COALESCE(SUM(CASE WHEN direction = 'to_member' THEN amount END), 0) AS to_member,
         COALESCE(SUM(CASE WHEN direction = 'recall' THEN amount END), 0) AS recall
       FROM agent_transfers t WHERE ${clause}`,
    )
    .get(args) as { n: number; to_member: number; recall: number };
  const rows = db
    .prepare(
      `SELECT t.id, t.direction, m.account, t.amount, t.agent_cash_after, t.member_cash_after, t.created_at
       FROM agent_transfers t JOIN members m ON m.id = t.member_id WHERE ${clause}
       ORDER BY t.created_at DESC, t.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...args, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }) as unknown as AgentTransfer[];
  return { rows, total_count: sums.n, totals: { to_member: sums.to_member, recall: sums.recall } };
}

/**
 * The transfer form's picker (agentTransferMembers): the agent's direct members in the programme's currency (the
 * only ones agentTransfer accepts), by account or name containing `search`, the first AGENT_TRANSFER_PICK_SIZE by
 * account, each with its name and main wallet.
 */
export function transferMembers(
  db: Ctx["db"],
  agent: MemberRow,
  currency: Currency,
  search: string | undefined,
): { ok: true; data: AgentTransferMembersResponse } | { ok: false; refusal: Refusal } {
  const text = search?.trim() ?? "";
  if (text.length > LIMITS.accountMax)
    return { ok: false, refusal: { code: AGENT_CODES.searchTooLong, message: "search: longer than an account" } };
  const where = ["introducer_id = :agent", "id <> :agent", "currency = :cur"];
  const args: Record<string, string | number> = { agent: agent.id, cur: currency };
  if (text) {
    where.push("(account LIKE :search ESCAPE '\\' OR name LIKE :search ESCAPE '\\')");
    args["search"] = containsPattern(text);
  }
  const clause = where.join(" AND ");
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM members WHERE ${clause}`).get(args) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT account, name, cash, status FROM members WHERE ${clause} ORDER BY account COLLATE NOCASE LIMIT :limit`,
    )
    .all({ ...args, limit: AGENT_TRANSFER_PICK_SIZE }) as {
    account: string;
    name: string | null;
    cash: number;
    status: string;
  }[];
  return {
    ok: true,
    data: {
      currency,
      rows: rows.map((r) => ({
        account: r.account,
        name: r.name || null,
        cash: r.cash,
        status: memberStatus(r.status),
      })),
      total_count: total,
    },
  };
}
