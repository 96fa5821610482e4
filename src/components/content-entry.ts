// Server only. Looks up a content entry in the visitor's language, falling back to English (
// real content in en_US, hi_IN and ta_IN, an English fallback for the other languages).
import { getCollection, type CollectionEntry } from "astro:content";
import type { Language } from "../lib/config/constants.ts";

type Localized = "faq" | "promotions" | "pages";

// A build's collections never change: each is read once (getCollection imports and copies the collection's data
// on every call; profiled on the home page rendered on every request). `astro dev` reads it each time, so an edit
// shows at once.
const built = new Map<Localized, Promise<unknown[]>>();
function collectionOf<C extends Localized>(collection: C): Promise<CollectionEntry<C>[]> {
  if (!import.meta.env.PROD) return getCollection(collection);
  let all = built.get(collection);
  if (!all) {
    all = getCollection(collection);
    built.set(collection, all);
    all.catch(() => built.delete(collection));
  }
  return all as Promise<CollectionEntry<C>[]>;
}

export async function localizedEntry<C extends Localized>(
  collection: C,
  lang: Language,
  id: string,
): Promise<CollectionEntry<C> | undefined> {
  // getCollection, not getEntry: a language without its own text is expected, not worth a build warning.
  const all = await collectionOf(collection);
  return all.find((e) => e.id === `${lang}/${id}`) ?? all.find((e) => e.id === `en_US/${id}`);
}

/** The ids of a collection's English entries (English is complete; other languages may lag). */
export async function entryIds(collection: Localized): Promise<string[]> {
  const all = await collectionOf(collection);
  return all.filter((e) => e.id.startsWith("en_US/")).map((e) => e.id.slice("en_US/".length));
}

const builtEntries = new Map<string, Promise<unknown[]>>();

/** Every entry of a collection in the visitor's language, English filling gaps (one list per build and language). */
export function localizedEntries<C extends Localized>(collection: C, lang: Language): Promise<CollectionEntry<C>[]> {
  if (!import.meta.env.PROD) return entriesOf(collection, lang);
  const key = `${collection}/${lang}`;
  let entries = builtEntries.get(key);
  if (!entries) {
    entries = entriesOf(collection, lang);
    builtEntries.set(key, entries);
    entries.catch(() => builtEntries.delete(key));
  }
  return entries as Promise<CollectionEntry<C>[]>;
}

async function entriesOf<C extends Localized>(collection: C, lang: Language): Promise<CollectionEntry<C>[]> {
  const ids = await entryIds(collection);
  const out: CollectionEntry<C>[] = [];
  for (const id of ids) {
    const e = await localizedEntry(collection, lang, id);
    if (e) out.push(e);
  }
  return out;
}

/** Strips the "<lang>/" part of an entry id. */
export function bareId(entry: { id: string }): string {
  return entry.id.slice(entry.id.indexOf("/") + 1);
}
