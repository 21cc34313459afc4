export {
  createRealtime,
  REALTIME_CHANNEL,
  type Realtime,
  type RealtimeEvents,
  type RealtimeTopic,
  type ReportJobEvent,
} from './pubsub.js';
export { publishAfterCommit, readAsSubscriber } from './subscriber.js';
