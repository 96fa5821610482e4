// @ts-check
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import importX, { createNodeResolver } from "eslint-plugin-import-x";

// DESIGN "Lint holds the shape": imports point one way, pages → features → components, lib → contract,
// a feature reaches another only through its index.ts, the sandbox imports only src/contract (and config).
const zones = [
  {
    target: "./src/contract",
    from: ["./src/features", "./src/components", "./src/pages", "./src/layouts", "./sandbox"],
    message: "The contract imports nothing of the site.",
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
  {
    target: "./sandbox",
    from: [
      "./src/features",
      "./src/components",
      "./src/pages",
      "./src/layouts",
      "./src/lib/api",
      "./src/lib/realtime",
      "./src/lib/i18n",
      "./server",
    ],
    message: "The sandbox imports src/contract and src/lib/config only.",
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
      "import-x/no-restricted-paths": ["error", { zones }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // A feature reaches another feature only through that feature's index.ts.
    files: ["src/**/*.{ts,tsx,astro}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "features/[^/]+/(?!index(\\.ts)?$).+", message: "Import another feature through its index.ts." },
          ],
        },
      ],
    },
  },
  {
    // Inside a feature, its own files may import each other directly.
    files: ["src/features/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
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
