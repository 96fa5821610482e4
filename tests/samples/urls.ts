// Script URLs (security): never a link, a navigation or a way back anywhere on the site or the sandbox's pages.
// The contract's URL fields refuse them, and every place that turns stored text into an href maps them to a safe
// one; a new disguise is added once, here.
export const SCRIPT_URLS: readonly string[] = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  " javascript:alert(1)",
  "  JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
];
