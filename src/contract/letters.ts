// Ships to server and browser, and is imported by the sandbox. Member letters (spec 001 §3, §7, §9).
import { z } from "./zod.ts";
import { defineCall, memberCall } from "./call.ts";
import { DateTimeSchema, EmptyResponseSchema, FlagSchema, SiteIdSchema } from "./common.ts";

/** Letter (spec 001 §3); title, content, created_at are our additions. */
export const LetterSchema = z.object({
  id: z.number().int(),
  is_read: FlagSchema,
  title: z.string(),
  content: z.string(),
  created_at: DateTimeSchema,
});
export type Letter = z.infer<typeof LetterSchema>;

/** List body (spec 001 §7); defaults of spec 001 §9: page 1, count 50, sort by id descending. */
export const LetterListRequestSchema = z.object({
  active: z.union([z.number().int().min(0).max(9), z.string().max(20)]).optional(),
  count: z.number().int().min(1).max(200).optional(),
  language: z.string().max(10).optional(),
  page: z.number().int().min(1).max(100000).optional(),
  site_id: SiteIdSchema.optional(),
  sort_field: z.enum(["id", "created_at", "is_read"]).optional(),
  sort_order: z.enum(["descending", "ascending", "desc", "asc"]).optional(),
});

export const lettersCalls = {
  letters: memberCall(
    "/api/arks/web/member/letter",
    LetterListRequestSchema,
    z.object({
      list: z.array(LetterSchema),
      total_count: z.number().int(),
      unread_count: z.number().int(),
    }),
  ),
  readLetter: memberCall(
    "/api/arks/web/member/letter/read",
    z.object({ id: z.number().int().positive() }),
    EmptyResponseSchema,
  ),
  destroyLetters: defineCall({
    path: "/api/arks/web/member/letter/destroy",
    auth: true,
    // "the list body": our decision, the list body plus the ids to delete.
    request: LetterListRequestSchema.extend({ id: z.array(z.number().int().positive()).min(1).max(500) }),
    response: z.object({ deleted: z.number().int() }),
  }),
} as const;
