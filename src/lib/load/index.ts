// The one way to load remote data (src/lib/README.md): a Load<T> atom moved by loadTransition, run by runLoad.
export { IDLE, LOADING, isBusy, loadTransition, loadedData, type Load, type LoadEvent } from "./load.machine.ts";
export { errorMessage, runLoad, sendLoad, type RunOptions, type RunOutcome } from "./load.store.ts";
export { beginSubmit, machineSender } from "./submit.ts";
