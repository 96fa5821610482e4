// Browser. The page's real-time connection. Stores subscribe to its events through platform-events.ts
// (imported directly: it carries no socket code).
export {
  startRealtime,
  setRealtimeNotifier,
  type RealtimeNotifier,
  joinedChannels,
  runEffects,
  subscriptionsReached,
  type EchoLike,
  type ChannelLike,
  type RealtimeOptions,
} from "./connector.ts";
export { platformEvents, type PlatformEvents, type PlatformEventName } from "./platform-events.ts";
export {
  channelPlan,
  diffChannels,
  effectsOf,
  effectsOnMemberJoined,
  effectsOnReconnect,
  EVENT_TABLE,
  memberChannelMissing,
  parseEvent,
  type Effect,
  type EventContext,
} from "./realtime.machine.ts";
