// The chat module's public entry: what other modules may use. Everything else stays inside.
export { chatUnreadColumn } from './chat-unread.js';
