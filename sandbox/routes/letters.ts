// Member letters: list with paging and sorting (spec 001 §9: 50 per page, page 1, id descending), read, destroy.
import { EVENTS } from "../../src/contract/index.ts";
import { LETTER_PAGE_SIZE } from "../../src/contract/constants.ts";
import { fail, need, ok, type Handlers } from "./types.ts";

export const lettersHandlers = {
  letters: ({ body, ctx, member }) => {
    const m = need(member);
    const count = body.count ?? LETTER_PAGE_SIZE;
    const page = body.page ?? 1;
    const field = body.sort_field ?? "id";
    const order = body.sort_order === "ascending" || body.sort_order === "asc" ? "ASC" : "DESC";
    // `active` is accepted and ignored: its meaning is not shown (our decision).
    const list = ctx.db
      .prepare(
        `SELECT id, is_read, title, content, created_at FROM letters WHERE member_id = ? ORDER BY ${field} ${order}, id ${order}
        LIMIT ? OFFSET ?`,
      )
      .all(m.id, count, (page - 1) * count);
    const totals = ctx.db
      .prepare("SELECT COUNT(*) AS total, COALESCE(SUM(is_read = 0), 0) AS unread FROM letters WHERE member_id = ?")
      .get(m.id) as { total: number; unread: number };
    return ok({ list, total_count: totals.total, unread_count: totals.unread });
  },
  readLetter: ({ body, ctx, member }) => {
    const m = need(member);
    const r = ctx.db.prepare("UPDATE letters SET is_read = 1 WHERE id = ? AND member_id = ?").run(body.id, m.id);
    if (r.changes === 0) return fail(101, "letter not found");
    ctx.emit.toMember(m.id, EVENTS.letterRead.name, { id: body.id });
    return ok({});
  },
  destroyLetters: ({ body, ctx, member }) => {
    const m = need(member);
    let deleted = 0;
    const del = ctx.db.prepare("DELETE FROM letters WHERE id = ? AND member_id = ?");
    for (const id of body.id) deleted += Number(del.run(id, m.id).changes);
    if (deleted === 0) return fail(101, "letter not found");
    ctx.emit.toMember(m.id, EVENTS.letterDelete.name, { id: body.id });
    return ok({ deleted });
  },
} satisfies Partial<Handlers>;
