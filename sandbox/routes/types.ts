// Handler types: one handler per contract call, typed by the call's request schema.
import type { IncomingMessage } from "node:http";
import type * as z from "zod/mini";
import type { CallName, Calls } from "../../src/contract/index.ts";
import type { Ctx, MemberRow } from "../context.ts";

export interface Reply {
  code: number;
  message?: string;
  data?: unknown;
}

export interface HandlerArgs<K extends CallName> {
  body: z.output<Calls[K]["request"]>;
  /** The member of a valid bearer token (always set for auth calls; may be set for public calls). */
  member: MemberRow | null;
  token: string | null;
  ctx: Ctx;
  req: IncomingMessage;
  ip: string;
}

export type Handler<K extends CallName> = (args: HandlerArgs<K>) => Reply | Promise<Reply>;
export type Handlers = { [K in CallName]: Handler<K> };

/** For auth calls the router guarantees a member. */
export function need(member: MemberRow | null): MemberRow {
  if (!member) throw new Error("auth call without a member");
  return member;
}

export function ok(data: unknown = {}, message = "success"): Reply {
  return { code: 100, message, data };
}

export function fail(code: number, message: string, data: unknown = null): Reply {
  return { code, message, data };
}
