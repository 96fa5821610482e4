import { defineConfig } from "vitest/config";
import { testSandboxNow } from "./scripts/test-clock.ts";

// Three projects (DESIGN "Tests"): pure logic in node, islands in a DOM environment, the sandbox against :memory:.
// Every sandbox a test starts runs on today's 12:00 India time (scripts/test-clock.ts), as the e2e servers do; a test
// that needs another time passes its own `now` or moves the clock (sandbox/clock.ts).
const env = { SANDBOX_NOW: testSandboxNow() };
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
