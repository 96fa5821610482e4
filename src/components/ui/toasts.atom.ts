// Browser and server. The visible toasts, alone: a store that only watches them (the promotion pop-up steps
// aside for a notice) reads this without the toast actions and their machine (toast.store.ts), which
// a visitor's first load of the home page does not need (DESIGN JS budget).
import { atom } from "nanostores";
import type { ToastState } from "./toast.machine.ts";

export const $toasts = atom<ToastState>([]);
