import type { z } from 'zod';
import { errorBodySchema, type ErrorCode, type FieldError } from '@amicus/contract/common/errors';
import { refreshResultSchema } from '@amicus/contract/auth/schemas';
import { isExpiring } from './jwt';
import { useSessionStore } from './session-store';

export const API_BASE = '/api/v1';

/**
 * Every failed call becomes an ApiError carrying the server's status, code, message and field errors. The code
 * is null when the answer did not come from Amicus (a proxy's error page, a lost connection).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message when it sent one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh cookie for a new access token. One refresh at a time across tabs (Web Locks): a tab
 * that waited first checks whether another tab already refreshed, since a refresh token works only once.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const staleToken = useSessionStore.getState().token;
    const run = async (): Promise<string | null> => {
      await useSessionStore.persist.rehydrate();
      const current = useSessionStore.getState().token;
      if (current && current !== staleToken && !isExpiring(current, 30_000)) return current;
      try {
        const response = await fetch(`${API_BASE}/auth/refresh`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        if (!response.ok) return null;
        const result = refreshResultSchema.parse(await response.json());
        const store = useSessionStore.getState();
        // A session restored from the cookie alone (a new tab of a session without Remember me) stays in this
        // tab's sessionStorage: the browser keeps or drops the cookie as it was set.
        if (store.token) store.setToken(result.token, result.user);
        else store.signIn(result.token, result.user, false);
        return result.token;
      } catch {
        return null;
      }
    };
    return typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('amicus-token-refresh', run)
      : run();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const isForm = options.body instanceof FormData;
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    signal: options.signal,
    headers: {
      Accept: 'application/json',
      ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = errorBodySchema.partial({ code: true }).parse(JSON.parse(text));
    return new ApiError(response.status, body.message, body.errors ?? [], body.code ?? null);
  } catch {
    return new ApiError(response.status, '');
  }
}

/**
 * Sends a request with the stored bearer token. A 401 on an authenticated call refreshes the token once and
 * retries; when that fails the session is marked expired (the route layer tells the user). Returns the raw
 * Response for streams; `request` below parses JSON.
 */
export async function authorizedFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  let token = useSessionStore.getState().token;
  if (token && isExpiring(token, 5_000)) token = (await refreshAccessToken()) ?? token;
  let response = await send(path, options, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken();
    if (!fresh) {
      useSessionStore.getState().expire();
      throw await toApiError(response);
    }
    response = await send(path, options, fresh);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function request<S extends z.ZodType>(
  path: string,
  options: RequestOptions,
  schema: S,
): Promise<z.infer<S>>;
export async function request(path: string, options?: RequestOptions): Promise<unknown>;
export async function request(
  path: string,
  options: RequestOptions = {},
  schema?: z.ZodType,
): Promise<unknown> {
  const response = await authorizedFetch(path, options);
  if (response.status === 204) return undefined;
  const json: unknown = await response.json();
  return schema ? schema.parse(json) : json;
}

/** The one API client: `api.get('/chats', schema)`, `api.post('/chats', body, schema)`. */
export const api = {
  get: <S extends z.ZodType>(
    path: string,
    schema: S,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => request(path, { ...options, method: 'GET' }, schema),
  post: <S extends z.ZodType>(
    path: string,
    body: Body,
    schema: S,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => request(path, { ...options, method: 'POST', body }, schema),
  put: <S extends z.ZodType>(
    path: string,
    body: Body,
    schema: S,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => request(path, { ...options, method: 'PUT', body }, schema),
  delete: <S extends z.ZodType>(
    path: string,
    schema: S,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => request(path, { ...options, method: 'DELETE' }, schema),
};

/** Image paths from the server are relative ('uploads/avatars/…'): shown as base path + '/' + path. */
export function assetUrl(relativePath: string | null | undefined): string | undefined {
  if (!relativePath) return undefined;
  if (/^(data:|blob:|https?:)/.test(relativePath)) return relativePath;
  return `/${relativePath.replace(/^\/+/, '')}`;
}

/** How far an upload's body has gone, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

function sendWithProgress(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: UploadProgress,
): Promise<Response> {
  // fetch cannot report how much of a request body has gone out; XMLHttpRequest's upload events can.
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, undefined));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.send(form);
  });
}

/**
 * Posts a multipart form and reports the upload's progress (files can take a while): the same token handling
 * and error parsing as every other call.
 */
export async function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: UploadProgress,
): Promise<z.infer<S>> {
  let token = useSessionStore.getState().token;
  if (token && isExpiring(token, 5_000)) token = (await refreshAccessToken()) ?? token;
  let response = await sendWithProgress(path, form, token, onProgress);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken();
    if (!fresh) {
      useSessionStore.getState().expire();
      throw await toApiError(response);
    }
    response = await sendWithProgress(path, form, fresh, onProgress);
  }
  if (!response.ok) throw await toApiError(response);
  return schema.parse(await response.json());
}
