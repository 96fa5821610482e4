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
          include: ["tests/sandbox/**/*.test.ts", "tests/contract/**/*.test.ts"],
        },
      },
    ],
  },
});
