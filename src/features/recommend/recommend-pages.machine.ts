// Ships to server and browser (pure). The recommend pages' answers are Load<T> states (src/lib/load); the
// programme not open to the member (spec 001 §6) is an answer of its own, shown as "closed".
export const CLOSED = { closed: true } as const;
export type Closed = typeof CLOSED;

export function isClosed(data: unknown): data is Closed {
  return data === CLOSED;
}
