// Pure. Prompt-dialog validation (spec 000 §8: default error 'Illegal input'): a pattern or a validator;
// the confirm button stays disabled until the value is valid.
export const PROMPT_DEFAULT_ERROR_KEY = "prompt.illegal_input";

export interface PromptRules {
  pattern?: RegExp;
  /** Returns true, or false / an error key or text. */
  validator?: (value: string) => boolean | string;
  /** Error key or text used when the pattern or the validator says false. */
  error?: string;
}

export type PromptCheck = { valid: true } | { valid: false; error: string };

export function checkPrompt(value: string, rules: PromptRules): PromptCheck {
  const fallback = rules.error ?? PROMPT_DEFAULT_ERROR_KEY;
  if (rules.pattern) {
    rules.pattern.lastIndex = 0;
    if (!rules.pattern.test(value)) return { valid: false, error: fallback };
  }
  if (rules.validator) {
    const r = rules.validator(value);
    if (r === false) return { valid: false, error: fallback };
    if (typeof r === "string") return { valid: false, error: r };
  }
  if (!rules.pattern && !rules.validator && value.trim() === "") return { valid: false, error: fallback };
  return { valid: true };
}
