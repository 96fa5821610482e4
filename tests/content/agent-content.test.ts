// The agent programme's marketing text (src/content/pages/<lang>/agent-plan.md and agent-agreement.md): every one
// of the eleven languages has both, with a title, a lead and a real body; the agreement names what is banned.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/lib/config/constants.ts";

const read = (lang: string, id: string) => readFileSync(`src/content/pages/${lang}/${id}.md`, "utf8");

describe("agent programme content in every language", () => {
  it.each(LANGUAGES)("%s has the plan and the agreement", (lang) => {
    for (const id of ["agent-plan", "agent-agreement"]) {
      const text = read(lang, id);
      expect(text, `${lang}/${id}`).toMatch(/^---\ntitle: ".+"\nlead: ".+"\n---\n/);
      expect(text.split("---")[2]?.trim().length ?? 0, `${lang}/${id}`).toBeGreaterThan(300);
    }
    // Three banned practices (self-referral, shared IP, multiple accounts) and how the terms change: four sections.
    const agreement = read(lang, "agent-agreement");
    expect(agreement.match(/^## /gm)?.length, lang).toBe(3);
    expect(agreement.match(/^- \*\*/gm)?.length, lang).toBe(3);
  });
});
