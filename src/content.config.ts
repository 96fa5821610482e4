// Content collections that marketing edits (DESIGN "src/content/"): FAQ articles, promotions, the sponsor
// and app pages (the home marquee comes from the platform, features/marquee). Entries are stored per language as <lang>/<id>.md; pages look up
// the visitor's language and fall back to English (src/components/content-entry.ts).
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

const byLangId = ({ entry }: { entry: string }) => entry.replace(/\.md$/, "");

const faq = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./src/content/faq", generateId: byLangId }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
  }),
});

const promotions = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./src/content/promotions", generateId: byLangId }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
    badge: z.string(),
    period: z.string(),
    order: z.number(),
    accent: z.enum(["gold", "emerald", "ruby", "violet"]),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./src/content/pages", generateId: byLangId }),
  schema: z.object({
    title: z.string(),
    lead: z.string(),
  }),
});

export const collections = { faq, promotions, pages };
