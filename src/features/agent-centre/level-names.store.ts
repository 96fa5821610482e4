// Browser. The agent level names (spec 001 §6: loaded when member_type is not 1, shown wherever a level appears),
// for DownlineInfo's "level name" column. A name the platform does not give falls back to the level's number.
// (The agent-entry side of the centre keeps the site-wide store of these; this one asks once for this page.)
import { atom } from "nanostores";
import { $layout } from "../../lib/session/index.ts";
import { callApi, memberCalls } from "./api.ts";

export const $levelNames = atom<ReadonlyMap<number, string>>(new Map());
let asked = false;

export function loadLevelNames(): void {
  const layout = $layout.get();
  if (asked || (layout && layout.member_type === 1)) return;
  asked = true;
  callApi(memberCalls.agentLevelNames, {}).then(
    (r) => $levelNames.set(new Map(r.detail.map((d) => [d.agent_level, d.name]))),
    () => {
      asked = false; // the column shows numbers; a later page start asks again
    },
  );
}
