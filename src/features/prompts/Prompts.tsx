// Browser island (renders nothing on the server). The home page's one-time prompt (spec 000 §2 screens; issue
// 10): the browser alert, the iOS add-to-home-screen hint or the app download prompt, as a non-modal card
// that a button dismisses; rules in prompts.ts, effects in prompts.store.ts.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { PromptKind } from "./prompts.ts";
import { $prompt, dismissPrompt, startPrompts } from "./prompts.store.ts";

export interface PromptTexts {
  title: string;
  text: string;
  /** The action link's text and target (the app page), when the prompt has one. */
  action?: { label: string; href: string };
}

interface Props {
  texts: Record<PromptKind, PromptTexts>;
  dismiss: string;
  hasAppLinks: boolean;
}

export default function Prompts({ texts, dismiss, hasAppLinks }: Props) {
  const kind = useStore($prompt);
  useEffect(() => {
    const run = () => startPrompts(hasAppLinks);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 500);
    return () => clearTimeout(id);
  }, [hasAppLinks]);
  if (!kind) return null;
  const t = texts[kind];
  return (
    <aside
      className="site-prompt"
      role="dialog"
      aria-modal="false"
      aria-labelledby="site-prompt-title"
      data-prompt={kind}
    >
      <h2 id="site-prompt-title">{t.title}</h2>
      <p>{t.text}</p>
      <div className="site-prompt-actions">
        {t.action && (
          <a className="btn btn-gold" href={t.action.href} onClick={dismissPrompt}>
            {t.action.label}
          </a>
        )}
        <button type="button" className="btn" onClick={dismissPrompt}>
          {dismiss}
        </button>
      </div>
    </aside>
  );
}
