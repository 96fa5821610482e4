// The reality check (player protection): the dialog the launcher's host shows while a member's game is open.
export { default as RealityCheckDialog } from "./RealityCheckDialog.tsx";
