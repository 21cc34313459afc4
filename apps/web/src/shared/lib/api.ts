import { currentLocale } from './locale';
import { privacyPolicyRefusal } from './privacy-policy-refusal';
import { session } from './session';

/** A REST failure carrying the first server message (spec 3 section 8), or ERROR. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The failure of a refused call; a refusal for want of the privacy policy's acceptance also shows the policy dialog. */
function refusal(body: { messages?: string[]; code?: string }, status: number): ApiError {
  privacyPolicyRefusal.note(body.code);
  return new ApiError(body.messages?.[0] ?? 'ERROR', status, body.code);
}

/** JSON REST call with the bearer token and the interface language; answers the body's data field. */
export async function restFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  return (await restCall<T>(path, init)).data;
}

/**
 * As restFetch, also answering the server's messages (some actions report their outcome there) and
 * the body's other fields (the city search says `tooMany` beside an empty data).
 * `headers` replace the defaults: the observer report sends its link token and realm instead of the session's.
 */
export async function restCall<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ data: T; messages: string[]; body: Record<string, unknown> }> {
  const token = session.token();
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      'accept-language': currentLocale(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T; messages?: string[]; code?: string };
  if (!response.ok) throw refusal(body, response.status);
  return { data: body.data as T, messages: body.messages ?? [], body };
}

/**
 * POST of one file as multipart (field `file`), with upload progress (0 to 1): fetch cannot report
 * it, XMLHttpRequest can. Answers the body's data field; a refusal carries the server's translated message.
 */
export function restUpload<T>(path: string, file: File, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept-language', currentLocale());
    const token = session.token();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { data?: T; messages?: string[]; code?: string };
      if (request.status >= 200 && request.status < 300) resolve(body.data as T);
      else reject(refusal(body, request.status));
    };
    request.onerror = () => reject(new ApiError('ERROR', 0));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * GET of a file the session may read (a CSV export), saved by the browser under the server's file
 * name: a plain link cannot carry the bearer token. A refusal carries the server's translated message.
 */
export async function restDownload(path: string, fallbackName: string): Promise<void> {
  const token = session.token();
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    throw refusal((await response.json().catch(() => ({}))) as { messages?: string[]; code?: string }, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
