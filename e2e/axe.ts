// The accessibility gate's axe run (DESIGN "Quality gates": no serious or critical violation of WCAG 2.2 AA).
// One scan per page state; findings are collected so one test reports every page that fails, not just the first.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Rules switched off, each for a named false positive. Empty: every rule of the tags above runs.
 * (Add `"rule-id"` here only with a comment naming the element and why axe is wrong about it.)
 */
const DISABLED_RULES: string[] = [];

const FAILING = new Set(["serious", "critical"]);

/** The header, footer and tab bar: the same on every page of a test, so scanned on its first page only. */
const PAGE_CHROME = ["header.site-header", "footer.site-footer", "nav.tabbar"];

/**
 * Runs axe on the page as it is and returns one readable block per serious or critical finding.
 * `withChrome: false` leaves out the header, footer and tab bar (already scanned on an earlier page).
 */
export async function seriousViolations(page: Page, label: string, withChrome = true): Promise<string[]> {
  // Legacy mode runs axe.run() in the page itself; the default finishes every scan in a fresh blank page,
  // which costs seconds per scan on a loaded machine (the site has no cross-origin frames to reach).
  // Only the violations are read: axe then keeps no node details for the passes and the inapplicable rules.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (!withChrome) for (const selector of PAGE_CHROME) builder.exclude(selector);
  if (DISABLED_RULES.length > 0) builder.disableRules(DISABLED_RULES);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => FAILING.has(v.impact ?? ""))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 6)
        .map(
          (n) =>
            `      ${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary.split("\n")[1]?.trim() ?? ""}` : ""}`,
        )
        .join("\n");
      const more = v.nodes.length > 6 ? `\n      … and ${v.nodes.length - 6} more` : "";
      return `${label}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.helpUrl}\n${targets}${more}`;
    });
}
