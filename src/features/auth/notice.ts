// Browser and server. Turns a Notice into the text the member reads.
import type { T } from "../../components/ui/i18n.ts";
import type { Notice } from "./login.machine.ts";

export function noticeText(t: T, n: Notice): string {
  return "text" in n ? n.text : t(n.key, n.params);
}
