import { defineConfig } from "vitest/config";

// Three projects (DESIGN "Tests"): pure logic in node, islands in a DOM environment, the sandbox against :memory:.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "logic",
          environment: "node",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/sandbox/**", "tests/contract/**", "tests/**/*.dom.test.ts"],
        },
      },
      {
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["tests/**/*.dom.test.ts", "tests/**/*.test.tsx"],
        },
      },
      {
        test: {
          name: "sandbox",
          environment: "node",
          // Real HTTP servers seeded with the 2,500-game catalogue: 5 s is too tight on a loaded 2-core machine.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: ["tests/sandbox/**/*.test.ts", "tests/contract/**/*.test.ts"],
        },
      },
    ],
  },
});
