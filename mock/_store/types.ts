/** Types of the mock store. */

/** The subset of express' request the mock handlers use. */
export interface MockRequest {
  method: string;
  url: string;
  path?: string;
  params: Record<string, string>;
  query: Record<string, any>;
  body: any;
  headers: Record<string, string | string[] | undefined>;
  files?: { fieldname: string; originalname: string; mimetype: string; size: number; buffer: Buffer }[];
  protocol?: string;
  get?(name: string): string | undefined;
}

/** The subset of express' response the mock handlers use. */
export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): void;
  send(body: unknown): void;
  setHeader(name: string, value: string | number): void;
  end(body?: unknown): void;
}

/** A user of the mock. `role` 2 is an agent (spec §6); `invitedBy` links a client user to its agent. */
export interface MockUser {
  id: number;
  username: string;
  name: string;
  mobile: string;
  email?: string;
  avatar?: string;
  role: number;
  show_invite: number;
  passwordHash: string;
  wx_bound?: boolean;
  wx_openid?: string;
  invitedBy?: number;
  company?: string;
  createdAt: string;
  other_settings: { default_eu_agent_offices: string[] };
}

/** A fault injected by a test for the next call(s) of a path. */
export interface Fault {
  path: string;
  method?: string;
  kind: 'unauthorized' | 'forbidden' | 'redirect' | 'business' | 'status' | 'noStatus' | 'http500' | 'uploadFail';
  message?: string;
  errorCode?: string;
  showType?: number;
  times: number;
}

/** A file stored through the signed upload target (or written by the mock: PDFs, exports). */
export interface StoredFile {
  key: string;
  name: string;
  size: number;
  mime: string;
  data: Buffer;
  ownerId: number;
  createdAt: string;
}

/** A wizard or form draft of one user (`type` + optional `key`). */
export interface Draft {
  userId: number;
  type: string;
  key: string;
  data: unknown;
  updatedAt: string;
}

/** A signature handed out by `GET /api/upload/sign`, valid once until `expiresAt` (ms). */
interface UploadTicket {
  sign: string;
  key: string;
  userId: number;
  expiresAt: number;
}

/**
 * The mock's state. Every lookup by a key a caller supplies goes through a `Map` (never a plain
 * object: `__proto__`, `constructor` … must not resolve to inherited properties). Areas keep their
 * own typed collections in `collections`, created on first use by `collection()` and dropped by
 * `resetStore()`.
 */
export interface MockState {
  users: MockUser[];
  /** token → user id. */
  tokens: Map<string, number>;
  faults: Fault[];
  /** key → stored file. */
  files: Map<string, StoredFile>;
  /** signature → ticket. */
  uploadTickets: Map<string, UploadTicket>;
  drafts: Draft[];
  notices: { id: number; title: string; date: string }[];
  /** Collections of the areas (see `collection()` in mock/_store/collections.ts), by name. */
  collections: Map<string, unknown>;
}
