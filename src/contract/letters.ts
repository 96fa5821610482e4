// Ships to server and browser, and is imported by the sandbox. Member letters (spec 001 §3, §7, §9).
import { z } from "./zod.ts";
import { defineCall, memberCall } from "./call.ts";
import { DateTimeSchema, EmptyResponseSchema, FlagSchema, SiteIdSchema } from "./common.ts";

/** Letter (spec 001 §3); title, content, created_at are our additions. */
export const LetterSchema = z.object({
  id: z.int(),
  is_read: FlagSchema,
  title: z.string(),
  content: z.string(),
  created_at: DateTimeSchema,
});
export type Letter = z.infer<typeof LetterSchema>;

/** List body (spec 001 §7); defaults of spec 001 §9: page 1, count 50, sort by id descending. */
export const LetterListRequestSchema = z.object({
  active: z.optional(z.union([z.int().check(z.gte(0), z.lte(9)), z.string().check(z.maxLength(20))])),
  count: z.optional(z.int().check(z.gte(1), z.lte(200))),
  language: z.optional(z.string().check(z.maxLength(10))),
  page: z.optional(z.int().check(z.gte(1), z.lte(100000))),
  site_id: z.optional(SiteIdSchema),
  sort_field: z.optional(z.enum(["id", "created_at", "is_read"])),
  sort_order: z.optional(z.enum(["descending", "ascending", "desc", "asc"])),
});

export const lettersCalls = {
  letters: memberCall(
    "/api/arks/web/member/letter",
    LetterListRequestSchema,
    z.object({
      list: z.array(LetterSchema),
      total_count: z.int(),
      unread_count: z.int(),
    }),
  ),
  readLetter: memberCall(
    "/api/arks/web/member/letter/read",
    z.object({ id: z.int().check(z.positive()) }),
    EmptyResponseSchema,
  ),
  destroyLetters: defineCall({
    path: "/api/arks/web/member/letter/destroy",
    auth: true,
    // "the list body": our decision, the list body plus the ids to delete.
    request: z.extend(LetterListRequestSchema, {
      id: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(500)),
    }),
    response: z.object({ deleted: z.int() }),
  }),
} as const;
