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

// A page's <script> is linted as a virtual "<page>.astro/<n>.ts" file (eslint-plugin-astro's processor): pages
// reach a feature through index.ts anywhere, server.ts in the frontmatter only, client.ts in a <script> only.
const page = (frontmatter: string, script: string) =>
  `---\n${frontmatter}\n---\n<div></div>\n<script>\n${script}\n</script>\n`;

/**
 * One case: a snippet linted as `file`, and what the import rules say of it: `errors` verdicts matching `says`
 * (where there is no `says`, `errors` verdicts in all; 0: none at all).
 */
interface Case {
  name: string;
  file: string;
  code: string;
  errors: number;
  says?: RegExp;
}

const LAYERS: { rule: string; cases: Case[] }[] = [
  {
    rule: "the contract depends on nothing of the site (DESIGN Layout)",
    cases: [
      {
        name: "flags a contract file importing src/lib, even its config constants",
        file: "src/contract/common.ts",
        code: 'import { CURRENCIES } from "../lib/config/constants.ts";\nexport const C = CURRENCIES;\n',
        errors: 1,
        says: /contract imports nothing/,
      },
      {
        name: "flags a contract file importing the server",
        file: "src/contract/common.ts",
        code: 'import { parseEnv } from "../lib/config/env.ts";\nimport { securityHeaders } from "../../server/security-headers.ts";\nexport const C = [parseEnv, securityHeaders];\n',
        errors: 2,
      },
      {
        name: "lets the contract import its own constants",
        file: "src/contract/common.ts",
        code: 'import { CURRENCIES } from "./constants.ts";\nexport const C = CURRENCIES;\n',
        errors: 0,
      },
    ],
  },
  {
    rule: "the sandbox knows only the contract (DESIGN Layout)",
    cases: [
      {
        name: "flags a sandbox module importing src/lib/config",
        file: "sandbox/money.ts",
        code: 'import { CURRENCY_MINOR_DIGITS } from "../src/lib/config/constants.ts";\nexport const D = CURRENCY_MINOR_DIGITS;\n',
        errors: 1,
        says: /sandbox imports src\/contract only/,
      },
      {
        name: "flags a sandbox module importing any other part of src/lib",
        file: "sandbox/routes/site.ts",
        code: 'import { COOKIES } from "../../src/lib/config/keys.ts";\nimport { readCookie } from "../../src/lib/storage/index.ts";\nexport const D = [COOKIES, readCookie];\n',
        errors: 2,
      },
      {
        name: "lets the sandbox import the contract and its constants",
        file: "sandbox/money.ts",
        code: 'import { CURRENCY_MINOR_DIGITS } from "../src/contract/constants.ts";\nimport { CALLS } from "../src/contract/index.ts";\nexport const D = [CURRENCY_MINOR_DIGITS, CALLS];\n',
        errors: 0,
      },
    ],
  },
  {
    rule: "a feature reaches another feature only through its index.ts (DESIGN Layout)",
    cases: [
      {
        name: "flags a feature importing another feature's inner file",
        file: "src/features/session/AccountModals.tsx",
        code: 'import { memberRegisterFlow } from "../register/register.store.ts";\nexport const F = memberRegisterFlow;\n',
        errors: 1,
        says: /through its index\.ts/,
      },
      {
        name: "flags a lazy import of another feature's inner file",
        file: "src/features/session/AccountModals.tsx",
        code: 'export const load = () => import("../auth/LoginModal.tsx");\n',
        errors: 1,
        says: /through its index\.ts/,
      },
      {
        name: "lets a feature import another feature's index.ts and its own files",
        file: "src/features/register/RegisterModal.tsx",
        code: 'import { noticeText } from "../auth/index.ts";\nimport { memberRegisterFlow } from "./register.store.ts";\nexport const F = [noticeText, memberRegisterFlow];\n',
        errors: 0,
      },
    ],
  },
  {
    rule: "a page reaches a feature through index.ts, server.ts (frontmatter) or client.ts (script)",
    cases: [
      {
        name: "flags a page script importing a feature's inner file",
        file: "src/pages/sponsor.astro",
        code: page("", 'import { watchModelLists } from "../features/models/live.ts";\nwatchModelLists();'),
        errors: 1,
        says: /page script imports a feature through its index\.ts or its client\.ts/,
      },
      {
        name: "flags a page script importing a feature's server.ts",
        file: "src/pages/sponsor.astro",
        code: page(
          "",
          'import { visitorPopupSeed } from "../features/popup/server.ts";\nconsole.log(visitorPopupSeed);',
        ),
        errors: 1,
        says: /page script imports a feature/,
      },
      {
        name: "flags a page's frontmatter importing a feature's inner file or its client.ts",
        file: "src/pages/sponsor.astro",
        code: page(
          'import { resolveModels } from "../features/models/models.ts";\nimport { watchModelLists } from "../features/models/client.ts";\nconsole.log(resolveModels, watchModelLists);',
          "",
        ),
        errors: 2,
        says: /index\.ts \(or, on the server, its server\.ts\)/,
      },
      {
        name: "lets a page import index.ts and server.ts above, index.ts and client.ts in its script",
        file: "src/pages/sponsor.astro",
        code: page(
          'import { resolveModels } from "../features/models/index.ts";\nimport { visitorPopupSeed } from "../features/popup/server.ts";\nconsole.log(resolveModels, visitorPopupSeed);',
          'import { watchModelLists } from "../features/models/client.ts";\nimport { watchRecommendMenu } from "../features/recommend/index.ts";\nwatchModelLists();\nwatchRecommendMenu();',
        ),
        errors: 0,
      },
    ],
  },
];

describe.each(LAYERS)("$rule", ({ cases }) => {
  it.each(cases)("$name", async ({ file, code, errors: count, says }) => {
    const errors = await importErrors(file, code);
    expect(says ? errors.filter((e) => says.test(e)) : errors).toHaveLength(count);
  });
});
