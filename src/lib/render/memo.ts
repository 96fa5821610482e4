// Server only. A part of a page rendered once per input and then reused: `<Memo name="…" by={…}>…</Memo>`
// (profiled with the page cache off, the home page rendered on every request: the game rows alone are two dozen
// Astro components per render, redone for the same games each time).
//
// What is kept is not the HTML text but the stream of chunks the part wrote, in order: its HTML and Astro's
// render instructions (a component's <script> is one: "render it here unless the page already has it"). Replaying
// the chunks into the page lets the page decide again, exactly as a fresh render would, so the page is the same
// bytes whether the part came from the memo or not. A part that renders an island is never kept: an island's
// React id prefix comes from a per-page counter that a replay would not move (the island is rendered each time).
//
// The key is the part's name, the page's language, locale prefix, currency and device, and `by`: everything
// else the part reads (its data). A part must read nothing else: not the URL, cookies or headers, not the clock.
// Data changes reach the page on the next render after the data's own cache time (serverCall): new data is a
// new key. Bounded: at most MEMO_MAX parts, least recently used first out.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { createComponent, markHTMLString, renderSlot } from "astro/runtime/server/index.js";

/** Parts kept per process (a part per name × language × currency × device × data version). */
export const MEMO_MAX = 500;

/** A chunk as Astro's renderers write it: HTML (a string-like object), a render instruction, bytes. */
type Chunk = unknown;

interface Recording {
  chunks: readonly Chunk[];
  /** Whether the part can be replayed (it rendered no island). */
  keep: boolean;
}

/** Instructions only an island writes: the part renders one, so it is rendered each time. */
const ISLAND_INSTRUCTIONS = new Set(["directive", "renderer-hydration-script", "server-island-runtime"]);

const ISLAND_TAG = /<astro-island[\s>]/;

const instructionType = (chunk: Chunk): string | undefined => {
  if (typeof chunk !== "object" || chunk === null || !("type" in chunk)) return undefined;
  return typeof chunk.type === "string" ? chunk.type : undefined;
};

/** Astro's HTML (HTMLString, a String) or plain text; a slot's text (SlotString) carries instructions as well. */
const htmlText = (chunk: Chunk): string | undefined =>
  typeof chunk === "string" ? chunk : chunk instanceof String ? chunk.toString() : undefined;

const nestedChunks = (chunk: Chunk): unknown[] => {
  if (typeof chunk !== "object" || chunk === null) return [];
  const inner = chunk as { instructions?: unknown; chunks?: unknown };
  return [
    ...(Array.isArray(inner.instructions) ? (inner.instructions as unknown[]) : []),
    ...(Array.isArray(inner.chunks) ? (inner.chunks as unknown[]) : []),
  ];
};

/** An island in the part: a chunk that is an island's instruction, or HTML or a slot's text that carries one. */
function hasIsland(chunk: Chunk): boolean {
  const type = instructionType(chunk);
  if (type !== undefined) return ISLAND_INSTRUCTIONS.has(type);
  const text = htmlText(chunk);
  return (text !== undefined && ISLAND_TAG.test(text)) || nestedChunks(chunk).some(hasIsland);
}

/**
 * The chunks to keep: runs of plain HTML joined into one (the page adds them up the same way), every instruction
 * and every slot text (which carries instructions of its own) kept in its place.
 */
export function compactChunks(chunks: readonly Chunk[], html: (text: string) => Chunk): Chunk[] {
  const out: Chunk[] = [];
  let run: string | undefined;
  const flush = () => {
    if (run !== undefined) out.push(html(run));
    run = undefined;
  };
  for (const chunk of chunks) {
    const text = typeof chunk === "object" && chunk !== null && "instructions" in chunk ? undefined : htmlText(chunk);
    if (text !== undefined) run = (run ?? "") + text;
    else {
      flush();
      out.push(chunk);
    }
  }
  flush();
  return out;
}

export function recordingOf(chunks: readonly Chunk[], html: (text: string) => Chunk): Recording {
  if (chunks.some(hasIsland)) return { chunks, keep: false };
  return { chunks: compactChunks(chunks, html), keep: true };
}

/**
 * An input's identity in a key: its JSON's digest, kept per object. Views and platform answers are never changed
 * once made (a new answer is a new object), so an object is serialised and hashed once, not on every render, and
 * the key stays short (a key of whole JSON texts was hashed again by the cache's map on every render).
 */
const digestByObject = new WeakMap<object, string>();
function digestOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value ?? null);
  let digest = digestByObject.get(value);
  if (digest === undefined) {
    digest = createHash("sha256").update(JSON.stringify(value)).digest("base64url");
    digestByObject.set(value, digest);
  }
  return digest;
}

/** The page facts every part depends on (App.Locals), then the part's own inputs (an array: each one's digest). */
export function memoKey(
  name: string,
  locals: Pick<App.Locals, "lang" | "localePrefix" | "currency" | "device">,
  by: unknown,
): string | undefined {
  let data: string;
  try {
    data = Array.isArray(by) ? by.map(digestOf).join("\u0001") : digestOf(by);
  } catch {
    return undefined; // inputs JSON cannot hold: render each time
  }
  return [name, locals.lang, locals.localePrefix, locals.currency, locals.device, data].join("\u0000");
}

/**
 * The last result per key while its inputs are the same objects (===): a view mapped from answers that the
 * server-call cache still holds is the same view, so it is mapped once per answer, and its identity (hence its
 * JSON above) stays. Bounded: at most `max` keys.
 */
export function createIdentityMemo<R>(max = 64) {
  const last = new LRUCache<string, { inputs: readonly unknown[]; value: R }>({ max });
  return (key: string, inputs: readonly unknown[], compute: () => R): R => {
    const hit = last.get(key);
    if (hit && hit.inputs.length === inputs.length && hit.inputs.every((v, i) => v === inputs[i])) return hit.value;
    const value = compute();
    last.set(key, { inputs, value });
    return value;
  };
}

export function createMemo(max = MEMO_MAX) {
  const parts = new LRUCache<string, Recording>({ max });
  const counts = { hits: 0, misses: 0 };
  return { parts, counts };
}

/** The process's memo (one per server bundle). */
export const renderMemo = createMemo();

interface MemoProps {
  /** The part's name (unique per kind of part). */
  name: string;
  /**
   * Everything the part reads besides the page's language, prefix, currency and device; JSON-serialisable, never
   * changed once made (an object's JSON is kept). An array: its items, each on its own.
   */
  by: unknown;
}

type Destination = { write(chunk: Chunk): void };
type SlotFn = (result: unknown) => unknown;
interface AstroResult {
  createAstro(props: unknown, slots: unknown): { locals: App.Locals };
}

/** The page's locals, read once per page render (Astro makes a new `Astro` object for every component). */
const localsByResult = new WeakMap<object, App.Locals>();
function localsOf(result: AstroResult, props: unknown, slots: unknown): App.Locals {
  let locals = localsByResult.get(result);
  if (!locals) {
    locals = result.createAstro(props, slots).locals;
    localsByResult.set(result, locals);
  }
  return locals;
}

/** A part from the memo, or rendered now and recorded (kept unless it rendered an island). */
async function renderPart(result: AstroResult, props: MemoProps, slots: Record<string, SlotFn>) {
  const key = memoKey(props.name, localsOf(result, props, slots), props.by);
  let recording = key === undefined ? undefined : renderMemo.parts.get(key);
  if (recording) renderMemo.counts.hits++;
  else {
    renderMemo.counts.misses++;
    const chunks: Chunk[] = [];
    const slot = slots["default"];
    if (slot) await renderSlot(result as never, slot as never).render({ write: (c: Chunk) => void chunks.push(c) });
    recording = recordingOf(chunks, (text) => markHTMLString(text));
    if (key !== undefined && recording.keep) renderMemo.parts.set(key, recording);
  }
  const { chunks } = recording;
  return {
    render(destination: Destination) {
      for (const chunk of chunks) destination.write(chunk);
    },
  };
}

/**
 * The memo as an Astro component: a hand-written factory, rendered like a compiled one. Astro's types name a
 * template as a factory's answer; any object with render(destination) is rendered as one (its renderChild).
 */
export const Memo = createComponent(
  renderPart as unknown as Parameters<typeof createComponent>[0],
  "src/lib/render/Memo.astro",
);
