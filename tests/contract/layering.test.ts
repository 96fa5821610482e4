// Layering: the lint zones of eslint.config.js hold DESIGN's import direction. Each case lints a small
// in-memory snippet as if it were a file of the tree, with the project's own config, and reads the import rules'
// verdicts (import-x/no-restricted-paths resolves the path, so the snippets import files that exist).
import { ESLint } from "eslint";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const IMPORT_RULES = new Set(["import-x/no-restricted-paths", "no-restricted-imports"]);
let eslint: ESLint;

/** The import-rule messages for `code` linted as the file `file` (relative to the project root). */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId && IMPORT_RULES.has(m.ruleId)).map((m) => m.message);
}

// Type-aware linting starts TypeScript's project service once: warm it up outside the cases' time limits.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
  await importErrors("src/contract/zod.ts", "export const warm = 1;\n");
}, 180_000);

describe("the contract depends on nothing of the site (DESIGN Layout)", () => {
  it("flags a contract file importing src/lib, even its config constants", async () => {
    const errors = await importErrors(
      "src/contract/common.ts",
      'import { CURRENCIES } from "../lib/config/constants.ts";\nexport const C = CURRENCIES;\n',
    );
    expect(errors.join("\n")).toMatch(/contract imports nothing/);
  });
  it("flags a contract file importing the server", async () => {
    const errors = await importErrors(
      "src/contract/common.ts",
      'import { parseEnv } from "../lib/config/env.ts";\nimport { securityHeaders } from "../../server/security-headers.ts";\nexport const C = [parseEnv, securityHeaders];\n',
    );
    expect(errors).toHaveLength(2);
  });
  it("lets the contract import its own constants", async () => {
    const errors = await importErrors(
      "src/contract/common.ts",
      'import { CURRENCIES } from "./constants.ts";\nexport const C = CURRENCIES;\n',
    );
    expect(errors).toEqual([]);
  });
});

describe("the sandbox knows only the contract (DESIGN Layout)", () => {
  it("flags a sandbox module importing src/lib/config", async () => {
    const errors = await importErrors(
      "sandbox/money.ts",
      'import { CURRENCY_MINOR_DIGITS } from "../src/lib/config/constants.ts";\nexport const D = CURRENCY_MINOR_DIGITS;\n',
    );
    expect(errors.join("\n")).toMatch(/sandbox imports src\/contract only/);
  });
  it("flags a sandbox module importing any other part of src/lib", async () => {
    const errors = await importErrors(
      "sandbox/routes/site.ts",
      'import { COOKIES } from "../../src/lib/config/keys.ts";\nimport { readCookie } from "../../src/lib/storage/index.ts";\nexport const D = [COOKIES, readCookie];\n',
    );
    expect(errors).toHaveLength(2);
  });
  it("lets the sandbox import the contract and its constants", async () => {
    const errors = await importErrors(
      "sandbox/money.ts",
      'import { CURRENCY_MINOR_DIGITS } from "../src/contract/constants.ts";\nimport { CALLS } from "../src/contract/index.ts";\nexport const D = [CURRENCY_MINOR_DIGITS, CALLS];\n',
    );
    expect(errors).toEqual([]);
  });
});

describe("a feature reaches another feature only through its index.ts (DESIGN Layout)", () => {
  it("flags a feature importing another feature's inner file", async () => {
    const errors = await importErrors(
      "src/features/session/AccountModals.tsx",
      'import { memberRegisterFlow } from "../register/register.store.ts";\nexport const F = memberRegisterFlow;\n',
    );
    expect(errors.join("\n")).toMatch(/through its index\.ts/);
  });
  it("flags a lazy import of another feature's inner file", async () => {
    const errors = await importErrors(
      "src/features/session/AccountModals.tsx",
      'export const load = () => import("../auth/LoginModal.tsx");\n',
    );
    expect(errors.join("\n")).toMatch(/through its index\.ts/);
  });
  it("lets a feature import another feature's index.ts and its own files", async () => {
    const errors = await importErrors(
      "src/features/register/RegisterModal.tsx",
      'import { noticeText } from "../auth/index.ts";\nimport { memberRegisterFlow } from "./register.store.ts";\nexport const F = [noticeText, memberRegisterFlow];\n',
    );
    expect(errors).toEqual([]);
  });
});

// A page's <script> is linted as a virtual "<page>.astro/<n>.ts" file (eslint-plugin-astro's processor): pages
// reach a feature through index.ts anywhere, server.ts in the frontmatter only, client.ts in a <script> only.
const page = (frontmatter: string, script: string) =>
  `---\n${frontmatter}\n---\n<div></div>\n<script>\n${script}\n</script>\n`;

describe("a page reaches a feature through index.ts, server.ts (frontmatter) or client.ts (script)", () => {
  it("flags a page script importing a feature's inner file", async () => {
    const errors = await importErrors(
      "src/pages/sponsor.astro",
      page("", 'import { watchModelLists } from "../features/models/live.ts";\nwatchModelLists();'),
    );
    expect(errors.join("\n")).toMatch(/page script imports a feature through its index\.ts or its client\.ts/);
  });
  it("flags a page script importing a feature's server.ts", async () => {
    const errors = await importErrors(
      "src/pages/sponsor.astro",
      page("", 'import { visitorPopupSeed } from "../features/popup/server.ts";\nconsole.log(visitorPopupSeed);'),
    );
    expect(errors.join("\n")).toMatch(/page script imports a feature/);
  });
  it("flags a page's frontmatter importing a feature's inner file or its client.ts", async () => {
    const errors = await importErrors(
      "src/pages/sponsor.astro",
      page(
        'import { resolveModels } from "../features/models/models.ts";\nimport { watchModelLists } from "../features/models/client.ts";\nconsole.log(resolveModels, watchModelLists);',
        "",
      ),
    );
    expect(errors.filter((e) => /index\.ts \(or, on the server, its server\.ts\)/.test(e))).toHaveLength(2);
  });
  it("lets a page import index.ts and server.ts above, index.ts and client.ts in its script", async () => {
    const errors = await importErrors(
      "src/pages/sponsor.astro",
      page(
        'import { resolveModels } from "../features/models/index.ts";\nimport { visitorPopupSeed } from "../features/popup/server.ts";\nconsole.log(resolveModels, visitorPopupSeed);',
        'import { watchModelLists } from "../features/models/client.ts";\nimport { watchRecommendMenu } from "../features/recommend/index.ts";\nwatchModelLists();\nwatchRecommendMenu();',
      ),
    );
    expect(errors).toEqual([]);
  });
});
