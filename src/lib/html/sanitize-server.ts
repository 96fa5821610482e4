// Server only. The sanitiser for platform HTML painted with the page (the visitor's promotion pop-up on the home
// page): the same DOMPurify and the same policy as the page's sanitize.ts (sanitize-policy.ts), over a
// jsdom window, so the visitor's first load carries neither DOMPurify nor the API client (DESIGN JS budget).
// jsdom parses with parse5, a WHATWG-conformant HTML parser, so what is checked here is what the browser builds
// from the serialised result. It loads on the first call, not at server start.
import type { DOMPurify } from "dompurify";
import { installPolicy, purifyWith, type SanitizedHtml } from "./sanitize-policy.ts";

let purify: Promise<DOMPurify> | undefined;

async function serverPurify(): Promise<DOMPurify> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
  const instance = createDOMPurify(new JSDOM("<!doctype html><body></body>").window);
  installPolicy(instance);
  return instance;
}

/** A few hundred recent answers: the same bulletins are painted on every visitor's page. */
const cache = new Map<string, SanitizedHtml>();
const CACHE_SIZE = 256;

/** Platform HTML made safe to paint with the page (the browser's sanitizeHtml for server-rendered content). */
export async function sanitizeHtmlOnServer(html: unknown): Promise<SanitizedHtml> {
  if (typeof html !== "string" || html === "") return "" as SanitizedHtml;
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  purify ??= serverPurify();
  const clean = purifyWith(await purify, html);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}
