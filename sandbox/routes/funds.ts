// Money in and out: bound accounts, deposit, withdrawal and the record. Our extension of the contract
// (src/contract/funds.ts); the rules and every movement are in sandbox/funds.ts.
import { isCurrency } from "../../src/contract/index.ts";
import {
  bindAccount,
  createDeposit,
  createWithdrawal,
  depositMethods,
  listAccounts,
  records,
  removeAccount,
  setDefaultAccount,
  withdrawLimits,
} from "../funds.ts";
import { minorToText, bindKindsFor } from "../../src/contract/index.ts";
import { memberById } from "../context.ts";
import { checkSecondFactor } from "../two-factor.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";

const reply = (o: { code: number; message: string; data?: unknown; detail?: unknown }): Reply =>
  o.code === 100 ? ok(o.data ?? {}) : fail(o.code, o.message, o.detail ?? null);

const currency = (c: string) => (isCurrency(c) ? c : "INR");

export const fundsHandlers = {
  bankAccountList: ({ ctx, member }) => {
    const m = need(member);
    return ok({ list: listAccounts(ctx.db, m), kinds: bindKindsFor(currency(m.currency)) });
  },
  // The second factor, when on, guards every change of where money may go and every withdrawal (security.ts).
  bankAccountStore: ({ ctx, member, body, ip }) =>
    checkSecondFactor(ctx.db, need(member).id, body.two_factor_code, ip) ?? reply(bindAccount(ctx, need(member), body)),
  bankAccountDefault: ({ ctx, member, body }) => reply(setDefaultAccount(ctx, need(member), body.id)),
  bankAccountDestroy: ({ ctx, member, body, ip }) =>
    checkSecondFactor(ctx.db, need(member).id, body.two_factor_code, ip) ??
    reply(removeAccount(ctx, need(member), body.id, body.withdraw_password)),
  depositMethods: ({ ctx, member }) => {
    const m = need(member);
    const needBind = m.need_bank_account_deposit_verified === 1 && listAccounts(ctx.db, m).length === 0;
    return ok({ methods: depositMethods(currency(m.currency)), need_bind: needBind ? 1 : 0 });
  },
  depositStore: ({ ctx, member, body, req }) => {
    const lang = req.headers.lang;
    return reply(createDeposit(ctx, need(member), body, typeof lang === "string" ? lang : null));
  },
  withdrawInfo: ({ ctx, member }) => {
    const m = memberById(ctx.db, need(member).id) ?? need(member);
    const c = currency(m.currency);
    const l = withdrawLimits(c);
    return ok({ min: minorToText(l.min, c), max: minorToText(l.max, c), available: minorToText(m.cash, c) });
  },
  withdrawStore: ({ ctx, member, body, ip }) =>
    checkSecondFactor(ctx.db, need(member).id, body.two_factor_code, ip) ??
    reply(createWithdrawal(ctx, need(member), body)),
  dwRecord: ({ ctx, member, body }) => ok(records(ctx.db, need(member), body)),
} satisfies Partial<Handlers>;
