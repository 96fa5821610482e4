// @ts-check
import { readdirSync } from "node:fs";
import path from "node:path";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import importX, { createNodeResolver } from "eslint-plugin-import-x";

// DESIGN "Lint holds the shape": imports point one way, pages → features → components, lib → contract,
// a feature reaches another only through its index.ts, the sandbox imports only src/contract, and the
// contract imports nothing of the site (its constants live in src/contract/constants.ts).
const root = import.meta.dirname;

/** The feature folders: each gets a zone that lets it import itself, and other features only by index.ts. */
export const FEATURES = readdirSync(path.join(root, "src/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** @param {string} but */
const featureIndexes = (but) => FEATURES.filter((f) => f !== but).map((f) => `./${f}/index.ts`);

const zones = [
  {
    target: "./src/contract",
    from: ["./src/lib", "./src/features", "./src/components", "./src/pages", "./src/layouts", "./sandbox", "./server"],
    message:
      "The contract imports nothing of the site, the sandbox or the server (constants: src/contract/constants.ts).",
  },
  {
    target: "./src/lib",
    from: ["./src/features", "./src/components", "./src/pages", "./src/layouts"],
    message: "lib is infrastructure: it cannot reach features, components or pages.",
  },
  {
    target: "./src/components",
    from: ["./src/features", "./src/pages", "./src/layouts"],
    message: "Shared components cannot reach features or pages.",
  },
  {
    target: "./src/features",
    from: ["./src/pages", "./src/layouts"],
    message: "Features cannot reach pages or layouts.",
  },
  // A feature imports its own files directly and another feature only through that feature's index.ts.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    // client.ts too: a feature's page-level start without its islands (auth/client.ts for the account loader).
    except: [
      `./${feature}`,
      ...featureIndexes(feature),
      ...FEATURES.filter((f) => f !== feature).map((f) => `./${f}/client.ts`),
    ],
    message: "Import another feature through its index.ts (or its client.ts).",
  })),
  {
    target: ["./src/pages", "./src/layouts", "./src/middleware.ts"],
    from: "./src/features",
    // A page reaches a feature through three doors (which door from where: the no-restricted-imports blocks
    // below): index.ts, what islands and other features use too; server.ts, the server-only half (data loaders,
    // the feature's Astro components, popup's jsdom sanitiser), kept out of the index so it never enters a browser
    // bundle; client.ts, what a page's <script> runs, kept out of the index so a script ships no islands.
    except: [...featureIndexes(""), ...FEATURES.flatMap((f) => [`./${f}/server.ts`, `./${f}/client.ts`])],
    message: "Pages reach a feature only through its index.ts, server.ts (frontmatter) or client.ts (<script>).",
  },
  {
    target: "./sandbox",
    from: "./src",
    except: ["./contract"],
    message: "The sandbox imports src/contract only (the platform's constants are in src/contract/constants.ts).",
  },
  {
    target: "./sandbox",
    from: ["./server"],
    message: "The sandbox imports src/contract only.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "node_modules/",
      ".astro/",
      ".data/",
      ".bench/",
      "test-results/",
      "playwright-report/",
      "**/*.d.ts",
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  ...astro.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { "import-x": importX },
    // The built-in resolver: no legacy eslint-import-resolver-node needed on a fresh install.
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".astro", ".json"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { maxDepth: 10 }],
      "import-x/no-restricted-paths": ["error", { zones, basePath: root }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Outside src/features, by path text (the zones above check resolved paths): a page's frontmatter, a layout
    // or middleware imports a feature's index.ts or its server-only server.ts. Inside a feature the per-feature
    // zones apply, so a file may import its own feature's files and another feature only through its index.ts.
    files: ["src/**/*.{ts,tsx,astro}"],
    ignores: ["src/features/**", "src/**/*.astro/*"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "features/[^/]+/(?!(index|server)(\\.ts)?$).+",
              message: "Import a feature through its index.ts (or, on the server, its server.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // A page's <script> (a virtual "<file>.astro/<n>.ts", see below) runs in the browser: it imports a feature's
    // index.ts or its client.ts, never server.ts nor any inner file.
    files: ["src/**/*.astro/*.{ts,js}"],
    ignores: ["src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "features/[^/]+/(?!(index|client)(\\.ts)?$).+",
              message: "A page script imports a feature through its index.ts or its client.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // "**/*.astro/*.ts" are the <script> blocks of an .astro file, which eslint-plugin-astro's processor hands to
    // ESLint as virtual files. No tsconfig holds them, so with the project service on they fail to parse and the
    // processor drops the parse error unseen: every page script went unlinted. Parsed without type information,
    // they get every import rule above.
    files: ["**/*.astro", "**/*.astro/*.ts", "**/*.astro/*.js"],
    languageOptions: { parserOptions: { projectService: false, project: null } },
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.js", "**/*.mjs", "tests/**", "e2e/**", "scripts/**", "*.config.ts"],
    ...tseslint.configs.disableTypeChecked,
  },
);
