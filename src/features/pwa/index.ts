// What other features use of the installable app: the offline refusal of a game press whose code never arrived.
export { quietIfOffline, refuseIfOffline, showOfflineRefusal } from "./offline-refusal.ts";
