// Browser. The page's real-time connection.
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
export {
  channelPlan,
  diffChannels,
  effectsOf,
  effectsOnMemberJoined,
  effectsOnReconnect,
  EVENT_TABLE,
  memberChannelMissing,
  type Effect,
  type EventContext,
} from "./realtime.machine.ts";
