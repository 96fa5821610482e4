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
    except: [`./${feature}`, ...featureIndexes(feature)],
    message: "Import another feature through its index.ts.",
  })),
  {
    target: ["./src/pages", "./src/layouts", "./src/middleware.ts"],
    from: "./src/features",
    // server.ts: a feature's server-only half (e.g. popup's jsdom sanitiser), kept out of the index that islands
    // import so it never enters a browser bundle.
    except: [...featureIndexes(""), ...FEATURES.map((f) => `./${f}/server.ts`)],
    message: "Pages reach a feature only through its index.ts (or its server-only server.ts).",
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
    // Outside src/features, a feature is imported only through its index.ts or, on the server, its server.ts
    // (by path text; the zones above check resolved paths). Inside a feature the per-feature zones apply, so a file may import its own
    // feature's files directly and another feature only through that feature's index.ts.
    files: ["src/**/*.{ts,tsx,astro}"],
    ignores: ["src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "features/[^/]+/(?!(index|server)(\\.ts)?$).+",
              message: "Import another feature through its index.ts (or its server-only server.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.astro"],
    languageOptions: { parserOptions: { projectService: false, project: null } },
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.js", "**/*.mjs", "tests/**", "e2e/**", "scripts/**", "*.config.ts"],
    ...tseslint.configs.disableTypeChecked,
  },
);
