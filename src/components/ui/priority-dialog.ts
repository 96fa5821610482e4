// Browser. A dialog every promotion pop-up yields to (player protection: the reality check "wins over every
// promotion pop-up"): while this names one, no promotion pop-up shows (features/popup popup.store.ts), and one
// already open steps aside until it is gone. A shared atom so the pop-up's first load carries no feature's code.
import { atom } from "nanostores";

export const $priorityDialog = atom<string | null>(null);
