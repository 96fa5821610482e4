// Browser or server. A form's submit through its machine (ARCHITECTURE "Rules, stores, islands").

/**
 * Sends the submit event unless a submit is already on its way (the form is not "editing": the machine ignores a
 * second press, and so must the call), and returns the state it led to when that is `sending`; null when nothing
 * should be sent (a second press, or the form's rules refused it).
 */
export function beginSubmit<S extends { kind: string }, K extends S["kind"]>(
  $form: { get(): S },
  submit: () => void,
  sending: K,
): (S & { kind: K }) | null {
  if ($form.get().kind !== "editing") return null;
  submit();
  const s = $form.get();
  return s.kind === sending ? (s as S & { kind: K }) : null;
}

/** The one way a store steps its pure machine: every event sets the atom to `transition(current, event)`. */
export function machineSender<S, E>(
  $state: { get(): S; set(next: S): void },
  transition: (state: S, event: E) => S,
): (event: E) => void {
  return (event) => $state.set(transition($state.get(), event));
}
