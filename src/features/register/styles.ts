// Browser. Layout of the registration and forgot-password forms as style objects. Why not a .css file: the
// forms load lazily, and with `inlineStylesheets: "always"` a lazy chunk's CSS file is not emitted, so its
// preload fails and the modal never mounts; React style props go through the CSSOM, which the CSP allows.
// Remove when lazy chunks' CSS ships (or the styles move into the shared ui.css).
import type { CSSProperties } from "react";

export const S = {
  status: { display: "flex", flexDirection: "column", gap: 12, padding: "8px 0", margin: 0 },
  form: { gap: 10 },
  sms: { flex: "none", padding: "0 12px", fontSize: 14, whiteSpace: "nowrap", minWidth: 96 },
  birthday: { border: 0, padding: 0, margin: 0, minWidth: 0 },
  birthdayRow: { display: "grid", gridTemplateColumns: "1.3fr 1fr 1fr", gap: 8 },
  agree: { display: "flex", flexDirection: "column", gap: 4 },
  agreeLabel: { display: "flex", gap: 10, alignItems: "flex-start", fontSize: 14, lineHeight: 1.4, cursor: "pointer" },
  checkbox: { width: 20, height: 20, margin: "2px 0 0", flex: "none", accentColor: "var(--gold, #f5c451)" },
  switch: { textAlign: "center", fontSize: 14 },
  linkBtn: { minHeight: 32 },
  methods: { display: "flex", gap: 16, border: 0, padding: 0, margin: 0 },
  method: { display: "flex", gap: 6, alignItems: "center", minHeight: 44 },
} satisfies Record<string, CSSProperties>;
