import { MONITOR_MESSAGE_TYPES, type MonitorMessage, type MonitorMessageType } from '@terna/domain';

/**
 * The live channel of an open step (docs/api/portal.md): server-sent events read with fetch, so the
 * candidate's token travels in the Authorization header and never in a URL (EventSource cannot send it).
 */

/** After these the server has nothing more to say about the session: the channel is not reopened. */
export const FINAL_MESSAGES: readonly MonitorMessageType[] = [
  'TIMEOUT',
  'ANOTHER_USER',
  'CLOSED',
  'OUT_OF_DATE',
  'EVALUATION_POSTPONED',
  'FORBIDDEN_SESSION',
];

const isMessageType = (value: unknown): value is MonitorMessageType =>
  typeof value === 'string' && (MONITOR_MESSAGE_TYPES as readonly string[]).includes(value);

/** Turns the bytes of a text/event-stream, in whatever pieces they arrive, into monitor messages. */
export class LiveChannelParser {
  private buffer = '';

  feed(chunk: string): MonitorMessage[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const messages: MonitorMessage[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end !== -1) {
      const message = this.parseEvent(this.buffer.slice(0, end));
      if (message) messages.push(message);
      this.buffer = this.buffer.slice(end + 2);
      end = this.buffer.indexOf('\n\n');
    }
    return messages;
  }

  private parseEvent(block: string): MonitorMessage | null {
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      // A line starting with a colon is a comment (keep-alive padding).
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return isMessageType(event) ? { type: event, remainingSeconds: null, at: '' } : null;
    let payload: Partial<MonitorMessage>;
    try {
      payload = JSON.parse(data.join('\n')) as Partial<MonitorMessage>;
    } catch {
      return null;
    }
    const type = payload.type ?? event;
    if (!isMessageType(type)) return null;
    return {
      type,
      remainingSeconds: typeof payload.remainingSeconds === 'number' ? payload.remainingSeconds : null,
      at: typeof payload.at === 'string' ? payload.at : '',
    };
  }
}

/** Waits before reconnecting: 1 s, 2 s, 4 s ... up to 30 s; back to 1 s once a message arrives. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

export interface LiveChannelOptions {
  url: string;
  token: () => string | null;
  onMessage: (message: MonitorMessage) => void;
  /** Whether the stream is open now (the screen shows "reconnecting" while it is not). */
  onConnection?: (open: boolean) => void;
  /** For tests: the fetch and the wait between attempts. */
  fetchImpl?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const abortableWait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Opens the channel and keeps it open (reconnecting with backoff) until a final message or close(). */
export function openLiveChannel(options: LiveChannelOptions): { close: () => void } {
  const controller = new AbortController();
  const { signal } = controller;
  const fetchImpl = options.fetchImpl ?? fetch.bind(window);
  const wait = options.wait ?? abortableWait;

  const run = async () => {
    let attempt = 0;
    while (!signal.aborted) {
      let finished = false;
      try {
        const token = options.token();
        const response = await fetchImpl(options.url, {
          headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          signal,
          cache: 'no-store',
        });
        if (response.status === 401 || response.status === 403) {
          options.onMessage({ type: 'FORBIDDEN_SESSION', remainingSeconds: null, at: new Date().toISOString() });
          return;
        }
        if (!response.ok || !response.body) throw new Error(`live channel answered ${response.status}`);
        options.onConnection?.(true);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = new LiveChannelParser();
        while (!finished) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const message of parser.feed(value)) {
            attempt = 0;
            options.onMessage(message);
            if (FINAL_MESSAGES.includes(message.type)) finished = true;
          }
        }
        if (finished) {
          await reader.cancel().catch(() => undefined);
          return;
        }
      } catch {
        if (signal.aborted) return;
      }
      options.onConnection?.(false);
      await wait(reconnectDelayMs(attempt), signal);
      attempt++;
    }
  };
  void run();
  return { close: () => controller.abort() };
}
