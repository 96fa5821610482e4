// The home page's one-time prompts (spec 000 §2 screens: app download prompt, iOS favourite hint, browser
// alert): what pages may use. The island is hydrated from this module, so it holds browser code only.
export { default as Prompts, type PromptTexts } from "./Prompts.tsx";
export { promptToShow, type PromptKind } from "./prompts.ts";
