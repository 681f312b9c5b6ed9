/**
 * Calls a mock route handler directly with a fake express request and a recording response, as umi's
 * mock middleware would (after its body parser): `callRoute(routes, 'GET /api/x/:id', { params })`.
 */
import type { MockRequest, MockResponse } from '../../../mock/_store';

/** What a handler answered: HTTP status, body (the parsed envelope or the raw bytes) and headers. */
export interface MockAnswer {
  http: number;
  body: any;
  headers: Record<string, string>;
}

/** Input of a call: query, body, path params, Bearer token, extra headers, multipart files. */
export interface MockCallInput {
  query?: Record<string, unknown>;
  body?: unknown;
  params?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  files?: MockRequest['files'];
}

type Routes = Record<string, unknown>;

/** Runs `routes[route]` ("METHOD /path") with `input` and resolves with its answer. */
export async function callRoute(routes: Routes, route: string, input: MockCallInput = {}): Promise<MockAnswer> {
  const [method, path] = route.split(' ');
  const handler = routes[route] as ((req: MockRequest, res: MockResponse) => Promise<void> | void) | undefined;
  if (!handler) throw new Error(`no route ${route}`);
  const answer: MockAnswer = { http: 200, body: undefined, headers: {} };
  const res: MockResponse = {
    status(code) {
      answer.http = code;
      return res;
    },
    json(body) {
      answer.body = body;
    },
    send(body) {
      answer.body = body;
    },
    setHeader(name, value) {
      answer.headers[name.toLowerCase()] = String(value);
    },
    end(body) {
      answer.body = body;
    },
  };
  const req: MockRequest = {
    method,
    url: path,
    path,
    params: input.params ?? {},
    query: input.query ?? {},
    body: input.body ?? (method === 'GET' ? undefined : {}),
    headers: { ...(input.token ? { authorization: `Bearer ${input.token}` } : {}), ...(input.headers ?? {}) },
    files: input.files,
  };
  await handler(req, res);
  return answer;
}
