import { defineConfig } from "vitest/config";

// Three projects (DESIGN "Tests"): pure logic in node, islands in a DOM environment, the sandbox against :memory:.
// SANDBOX_NOW (which `.ci/run` exports for the e2e servers) is blanked: unit tests that need another time move the
// sandbox's clock themselves (sandbox/clock.ts), and the rest compare the sandbox's answers with real time.
const env = { SANDBOX_NOW: "" };
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "logic",
          environment: "node",
          env,
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/sandbox/**", "tests/contract/**", "tests/**/*.dom.test.ts"],
        },
      },
      {
        test: {
          name: "dom",
          environment: "jsdom",
          env,
          include: ["tests/**/*.dom.test.ts", "tests/**/*.test.tsx"],
        },
      },
      {
        test: {
          name: "sandbox",
          environment: "node",
          env,
          // Real HTTP servers seeded with the 2,500-game catalogue: 5 s is too tight on a loaded 2-core machine.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          include: ["tests/sandbox/**/*.test.ts", "tests/contract/**/*.test.ts"],
        },
      },
    ],
  },
});
