import { connect, type Socket } from 'node:net';

export interface HttpResponse {
  status: number;
  body: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/**
 * One keep-alive HTTP/1.1 connection sending prebuilt requests one at a time. A load generator
 * sharing two cores with the server must cost as little as possible per request: no URL parsing,
 * header objects or streams as fetch has, just bytes out and a Content-Length or chunked body in.
 */
export class HttpConnection {
  private socket: Socket | null = null;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (response: HttpResponse) => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  async send(request: Buffer): Promise<HttpResponse> {
    const socket = this.socket ?? (await this.open());
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      socket.write(request);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port, noDelay: true });
      socket.once('connect', () => {
        this.socket = socket;
        this.buffered = Buffer.alloc(0);
        resolve(socket);
      });
      socket.on('data', (chunk) => this.received(chunk));
      socket.on('error', (error) => {
        reject(error);
        this.fail(error);
      });
      socket.on('close', () => {
        if (this.socket === socket) this.socket = null;
        this.fail(new Error('connection closed'));
      });
    });
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const parsed = parseResponse(this.buffered);
    if (!parsed) return;
    this.buffered = this.buffered.subarray(parsed.consumed);
    const waiting = this.waiting;
    this.waiting = null;
    if (parsed.close) this.close();
    waiting?.resolve(parsed.response);
  }
}

/** A whole response at the start of `data`, or null while more bytes are due. */
export function parseResponse(data: Buffer): { response: HttpResponse; consumed: number; close: boolean } | null {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const lines = data.toString('latin1', 0, headerEnd).split('\r\n');
  const status = Number(lines[0]!.split(' ')[1]);
  let length = -1;
  let chunked = false;
  let close = false;
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding') chunked = value.includes('chunked');
    else if (name === 'connection') close = value === 'close';
  }
  const bodyStart = headerEnd + HEADER_END.length;
  if (!chunked) {
    const size = Math.max(length, 0);
    if (data.length < bodyStart + size) return null;
    return {
      response: { status, body: data.subarray(bodyStart, bodyStart + size) },
      consumed: bodyStart + size,
      close,
    };
  }
  const parts: Buffer[] = [];
  let at = bodyStart;
  for (;;) {
    const lineEnd = data.indexOf(LINE_END, at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      // No trailers are sent: the last chunk is followed by one empty line.
      if (data.length < lineEnd + 4) return null;
      return { response: { status, body: Buffer.concat(parts) }, consumed: lineEnd + 4, close };
    }
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** The bytes of a request (a POST with a body, or a GET with none), ready to write again and again. */
export function buildRequest(
  host: string,
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
  method: 'POST' | 'GET' = 'POST',
): Buffer {
  const payload = Buffer.from(body);
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${host}:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${payload.length}`,
    '',
    '',
  ].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), payload]);
}
