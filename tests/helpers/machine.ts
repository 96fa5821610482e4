// Table tests of a form's machine (*.machine.ts): run a list of events from a state, and the "typed into the
// fields" events a person's typing sends.

/** Runs `events` through `transition` from `from`. */
export function runFrom<S, E>(transition: (s: S, e: E) => S, initial: S) {
  return (events: E[], from: S = initial): S => events.reduce(transition, from);
}

/** The input events of typing `values` into `fields`, in that order. */
export function typedInto<F extends string>(fields: readonly F[]) {
  return (...values: string[]) => fields.map((field, i) => ({ type: "input" as const, field, value: values[i] ?? "" }));
}
