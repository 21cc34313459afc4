import { describe, expect, it } from 'vitest';
import { LiveChannelParser, openLiveChannel, reconnectDelayMs } from './live-channel';
import type { MonitorMessage } from '@terna/domain';

const event = (message: Partial<MonitorMessage>) => `data: ${JSON.stringify(message)}\n\n`;

function streamOf(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('LiveChannelParser', () => {
  it('reads messages split anywhere across chunks, with CRLF line ends', () => {
    const parser = new LiveChannelParser();
    const text = event({ type: 'REMAINING_TIME', remainingSeconds: 120, at: '2026-11-26T10:00:00Z' }).replace(
      /\n/g,
      '\r\n',
    );
    expect(parser.feed(text.slice(0, 17))).toEqual([]);
    expect(parser.feed(text.slice(17))).toEqual([
      { type: 'REMAINING_TIME', remainingSeconds: 120, at: '2026-11-26T10:00:00Z' },
    ]);
  });

  it('reads several messages of one chunk, skipping comments and unknown or broken events', () => {
    const parser = new LiveChannelParser();
    const messages = parser.feed(
      ': keep-alive\n\n' +
        event({ type: 'CONNECTION_ESTABLISHED', remainingSeconds: 60 }) +
        'data: {not json\n\n' +
        event({ type: 'NOT_A_TYPE' as never }) +
        'event: TIMEOUT\ndata: {"remainingSeconds":0}\n\n' +
        'event: ANOTHER_USER\n\n',
    );
    expect(messages.map((message) => [message.type, message.remainingSeconds])).toEqual([
      ['CONNECTION_ESTABLISHED', 60],
      ['TIMEOUT', 0],
      ['ANOTHER_USER', null],
    ]);
  });
});

describe('openLiveChannel', () => {
  it('sends the token in the header, reconnects with growing waits when the stream drops, and stops at a final message', async () => {
    const calls: RequestInit[] = [];
    const waits: number[] = [];
    const answers = [
      () => Promise.reject(new Error('network down')),
      () => Promise.resolve(new Response('', { status: 502 })),
      () => Promise.resolve(streamOf([event({ type: 'REMAINING_TIME', remainingSeconds: 30 })])),
      () =>
        Promise.resolve(
          streamOf([
            event({ type: 'ALIVE_REMAINING_TIME', remainingSeconds: 20 }),
            event({ type: 'TIMEOUT', remainingSeconds: 0 }),
          ]),
        ),
    ];
    const received: string[] = [];
    let done: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    openLiveChannel({
      url: '/portal-web/me/sessions/s1/live?clientId=c1',
      token: () => 'candidate-token',
      fetchImpl: (_url, init) => {
        calls.push(init!);
        return answers[calls.length - 1]!();
      },
      wait: async (ms) => {
        waits.push(ms);
      },
      onMessage: (message) => {
        received.push(message.type);
        if (message.type === 'TIMEOUT') done();
      },
    });
    await finished;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual(['REMAINING_TIME', 'ALIVE_REMAINING_TIME', 'TIMEOUT']);
    expect(calls).toHaveLength(4);
    expect((calls[0]!.headers as Record<string, string>).authorization).toBe('Bearer candidate-token');
    // Two failures back off 1 s then 2 s; a stream that delivered a message starts again from 1 s.
    expect(waits).toEqual([1000, 2000, 1000]);
  });

  it('reports a refused session once and does not retry', async () => {
    let calls = 0;
    const received: string[] = [];
    openLiveChannel({
      url: '/live',
      token: () => null,
      fetchImpl: () => {
        calls++;
        return Promise.resolve(new Response('', { status: 401 }));
      },
      wait: async () => undefined,
      onMessage: (message) => received.push(message.type),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual(['FORBIDDEN_SESSION']);
    expect(calls).toBe(1);
  });

  it('caps the wait between attempts at 30 s', () => {
    expect([0, 1, 4, 5, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 16000, 30000, 30000]);
  });
});
