// What other features and islands may use of the agent programme: the role (visibility.ts), the level names
// (spec 001 §6: any page showing an agent level names it with levelLabel), and the entry island.
export { $agentRole } from "./entry.store.ts";
export {
  agentRole,
  entryView,
  proxyEntryPath,
  CENTRE_PATH,
  REGISTER_PATH,
  type AgentRole,
  type EntryView,
} from "./visibility.ts";
export { $agentLevelNames, levelLabel, loadLevelNames, needsLevelNames, type LevelNames } from "./level-names.store.ts";
