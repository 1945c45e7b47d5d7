/**
 * The one HTTP client of the app. It adds the bearer token when one is stored, turns non-2xx
 * answers into an `ApiError` that carries the server's status, message and field errors, checks
 * success bodies against a zod schema (classic or mini: any zod 4 schema), and when a call made
 * with a session answers 401 ends that session and hands over to the unauthorized handler, which
 * says once that the session expired and opens the sign-in dialog over the page (docs/product.md,
 * "Sessions and signing in").
 */
import { z } from 'zod/mini';
import { currentLanguage } from '@/i18n';
import { clearSession, getSessionToken } from './session';
import { noteWhySessionEnded } from './auth/session-expiry';

const API_BASE = '/api';

/** The answer of a call that says only how it went: `{message}` (docs/openapi.yaml, Message). */
export const messageAnswerSchema = z.object({ message: z.optional(z.string()) });

export class ApiError extends Error {
  readonly status: number;
  /** Per-field validation messages, when the server sent them (400). */
  readonly errors: Record<string, string> | undefined;
  /**
   * A 401 to a call made with the session: the session is over, and the learner has been told
   * once (the sign-in dialog says so), so the call's own failure message need not be shown.
   */
  readonly sessionExpired: boolean;

  constructor(status: number, message: string, errors?: Record<string, string>, { sessionExpired = false } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.sessionExpired = sessionExpired;
  }
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/**
 * The router registers here what a 401 does (the sign-in dialog over the page, without a
 * reload). It runs once per session, however many calls the session had in flight.
 */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** A Blob goes as it is, with its type as the content type (JSON for the staff question bank). */
export type RequestBody =
  URLSearchParams | FormData | Blob | Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<Schema extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects are sent form-urlencoded, the web app's default content type. */
  body?: RequestBody;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  schema: Schema;
  /**
   * On by default: a 401 to a call that carried the session token means the session is over.
   * Off for calls whose 401 is an ordinary answer, such as login's "wrong password", which must
   * show its message instead of redirecting (and logout, which ends the session anyway).
   */
  redirectOnUnauthorized?: boolean;
}

function toBody(body: RequestBody | undefined): BodyInit | undefined {
  if (body === undefined || body instanceof URLSearchParams || body instanceof FormData || body instanceof Blob)
    return body;
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) form.set(key, String(value));
  }
  return form;
}

/** The address a call goes to: the API's base, the path and the query. */
export function apiUrl(path: string, query?: RequestOptions<z.core.$ZodType>['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

/** A success body checked against the call's schema. */
function parseAnswer<Schema extends z.core.$ZodType>(
  schema: Schema,
  payload: unknown,
  { method, path, status }: { method: string; path: string; status: number },
): z.output<Schema> {
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success) {
    // A shape mismatch is our bug or the server's, never the learner's: log the detail for
    // developers and show a plain message.
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(status, 'The server sent an answer this page cannot read.');
  }
  return parsed.data;
}

/**
 * Ends the session a call was made with, once: only the first of the session's calls to find it
 * over ends it and tells the learner; the others (in flight at the same time) find it ended
 * already, and a newer session is not this call's.
 */
function endSession(sentToken: string | null): void {
  if (sentToken === null || getSessionToken() !== sentToken) return;
  clearSession();
  onUnauthorized();
}

/**
 * The server's mark on an answer to a public call whose token no longer works: the call was
 * answered as to a visitor (internal/httpx, SessionExpiredHeader).
 */
const SESSION_EXPIRED_HEADER = 'Session-Expired';

/**
 * The error for a non-2xx answer, with the server's message and field errors. It also applies
 * the 401 rule, so JSON calls, downloads and uploads all end a rejected session the same way.
 */
function failedAnswer(
  status: number,
  payload: unknown,
  { sentToken, redirectOnUnauthorized }: { sentToken: string | null; redirectOnUnauthorized: boolean },
): ApiError {
  // Without a token there was no session to end: the 401 is just this call's answer.
  const sessionExpired = status === 401 && sentToken !== null && redirectOnUnauthorized;
  // Kept even when another answer ended the session first: only this token's own 401 says why.
  if (sessionExpired) noteWhySessionEnded(payload);
  if (sessionExpired) endSession(sentToken);
  const message =
    isRecord(payload) && typeof payload.message === 'string' && payload.message
      ? payload.message
      : `Request failed (${status})`;
  return new ApiError(status, message, isRecord(payload) ? fieldErrors(payload.errors) : undefined, {
    sessionExpired,
  });
}

/**
 * Every call says which language the learner reads, so the server's messages (validation, errors)
 * come back in it (docs/product.md, "Languages of the interface").
 */
function requestHeaders(init?: Record<string, string>): Headers {
  const headers = new Headers(init);
  headers.set('Accept-Language', currentLanguage());
  return headers;
}

export async function apiRequest<Schema extends z.core.$ZodType>(
  path: string,
  { method = 'GET', body, query, signal, schema, redirectOnUnauthorized = true }: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers = requestHeaders({ Accept: 'application/json' });
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(apiUrl(path, query), { method, headers, body: toBody(body), signal });
  const payload = await readJson(response);

  if (!response.ok) throw failedAnswer(response.status, payload, { sentToken: token, redirectOnUnauthorized });
  // A public call answers a dead session as a visitor; the learner still hears that it ended.
  if (redirectOnUnauthorized && response.headers.get(SESSION_EXPIRED_HEADER) === 'true') endSession(token);

  return parseAnswer(schema, payload, { method, path, status: response.status });
}

export function apiGet<Schema extends z.core.$ZodType>(
  path: string,
  schema: Schema,
  options: Omit<RequestOptions<Schema>, 'schema' | 'method' | 'body'> = {},
): Promise<z.output<Schema>> {
  return apiRequest(path, { ...options, method: 'GET', schema });
}

/**
 * A file from the API (a paid PDF) as a Blob, fetched with the session's bearer token. Failures
 * are ApiErrors like any other call's, with the server's reason (401, 403 "opens later", 404).
 */
export async function apiDownload(
  path: string,
  { query, signal }: Pick<RequestOptions<z.core.$ZodType>, 'query' | 'signal'> = {},
): Promise<Blob> {
  const headers = requestHeaders();
  const token = getSessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(apiUrl(path, query), { headers, signal });
  if (!response.ok) {
    throw failedAnswer(response.status, await readJson(response), { sentToken: token, redirectOnUnauthorized: true });
  }
  return response.blob();
}

export interface UploadOptions<Schema extends z.core.$ZodType> {
  schema: Schema;
  /** POST by default; the staff console also changes records with files (PATCH) and puts a lecture's video (PUT). */
  method?: 'POST' | 'PATCH' | 'PUT';
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form, or one file as the whole body (a lecture's video, PUT), with the
 * bearer token; a file goes with its own Content-Type. XMLHttpRequest rather than fetch because only it reports upload progress, which a
 * learner sending a large scan on a slow connection needs to see. Answers and failures are read as apiRequest reads them.
 */
export function apiUpload<Schema extends z.core.$ZodType>(
  path: string,
  body: FormData | Blob,
  { schema, onProgress, signal, method = 'POST' }: UploadOptions<Schema>,
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path, undefined));
    requestHeaders({ Accept: 'application/json' }).forEach((value, name) => xhr.setRequestHeader(name, value));
    const token = getSessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      const payload = parseJson(xhr.responseText);
      try {
        if (xhr.status < 200 || xhr.status >= 300) {
          throw failedAnswer(xhr.status, payload, { sentToken: token, redirectOnUnauthorized: true });
        }
        resolve(parseAnswer(schema, payload, { method, path, status: xhr.status }));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    // A dropped connection (or a server that stops reading an over-large body) has no answer.
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The message to show for any error a call raised (the server's message when present). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
