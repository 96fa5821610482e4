// Ships to server and browser. The tools the overview page (/user/ResponsibleGaming) lists, in its order. Each
// feature that adds a member-centre page to the responsible_gaming group (limits, reality check, time-out,
// self-exclusion, account security) adds its card here.
import type { LocaleKey } from "../../lib/i18n/keys.ts";
import { SAFER_GAMBLING_PATH } from "./paths.ts";

export interface ToolCard {
  /** Stable id (data-tool, tests). */
  id: string;
  title: LocaleKey;
  text: LocaleKey;
  /** Links, unprefixed paths of the site. */
  links: readonly { path: string; label: LocaleKey }[];
}

export const TOOL_CARDS: readonly ToolCard[] = [
  // Limits, reality check and the account-security pages come first when their features add them.
  {
    id: "limits",
    title: "limits.tool.title",
    text: "limits.tool.text",
    links: [{ path: "/user/Limits", label: "menu.Limits" }],
  },
  {
    id: "time-out",
    title: "menu.TimeOut",
    text: "protection.tools.timeOutText",
    links: [{ path: "/user/TimeOut", label: "protection.tools.open" }],
  },
  {
    id: "self-exclusion",
    title: "menu.SelfExclusion",
    text: "protection.tools.selfExclusionText",
    links: [{ path: "/user/SelfExclusion", label: "protection.tools.open" }],
  },
  {
    id: "history",
    title: "protection.tools.history",
    text: "protection.tools.historyText",
    links: [
      { path: "/user/DWRecord", label: "menu.DWRecord" },
      { path: "/user/Transaction", label: "menu.Transaction" },
    ],
  },
  {
    id: "safer-gambling",
    title: "protection.tools.saferGambling",
    text: "protection.tools.saferGamblingText",
    links: [{ path: SAFER_GAMBLING_PATH, label: "protection.tools.open" }],
  },
];
