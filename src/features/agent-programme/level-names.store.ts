// Browser. The agent level names (spec 001 §6: loaded when member_type is not 1, shown wherever a level appears).
// Any agent page that shows a level reads `$agentLevelNames` and names a level with `levelLabel`; the names load
// once per member while the atom is shown, again after a login, and are forgotten on logout.
import { atom, onMount } from "nanostores";
import { IDLE, runLoad, sendLoad, type Load } from "../../lib/load/index.ts";
import { $layout, sessionEvents } from "../../lib/session/index.ts";
import { whenSessionReady } from "../../lib/session/session-life.ts";
import { getLevelNames } from "./api.ts";

/** agent_level → the operator's name for it. */
export type LevelNames = Readonly<Record<number, string>>;

export const $agentLevelNames = atom<Load<LevelNames>>(IDLE);

/** spec 001 §6: the names are loaded only for a member whose member_type is not 1. */
export function needsLevelNames(layout: { member_type: number } | null): boolean {
  return layout !== null && layout.member_type !== 1;
}

export function loadLevelNames(): Promise<unknown> {
  return runLoad($agentLevelNames, async () => {
    const { detail } = await getLevelNames();
    const out: Record<number, string> = {};
    for (const d of detail) if (d.name.trim() !== "") out[d.agent_level] = d.name.trim();
    return out;
  });
}

/**
 * A level as the page shows it: the operator's name when there is one, else the number (`fallback` is the
 * translated "Level {{n}}": `(n) => t("agentProgramme.level", { n })`), so a level never shows blank while the
 * names load or when one is missing.
 */
export function levelLabel(names: Load<LevelNames>, level: number, fallback: (n: number) => string): string {
  const name = names.kind === "ready" || names.kind === "error" ? names.data?.[level] : undefined;
  return name ?? fallback(level);
}

onMount($agentLevelNames, () =>
  whenSessionReady(() => {
    const follow = (layout: { member_type: number } | null) => {
      if (needsLevelNames(layout) && $agentLevelNames.get().kind === "idle") void loadLevelNames();
    };
    follow($layout.get());
    const offs = [
      $layout.listen(follow),
      sessionEvents.on("logout", () => sendLoad($agentLevelNames, { type: "reset" })),
    ];
    return () => offs.forEach((off) => off());
  }),
);
