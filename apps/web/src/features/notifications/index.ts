// The notifications feature's public entry: the header's bell.
export { NotificationBell } from './components/NotificationBell';
