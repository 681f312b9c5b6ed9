/** Roles (spec §6): 2 is an agent; other values are ordinary users. */
export const ROLE_AGENT = 2;

/**
 * The current user as returned by `GET /api/user/info` (spec §3 "Current user").
 * `avatar` is a storage path relative to the file host (storage certificate url), or a full URL.
 */
export interface CurrentUser {
  id: number;
  username: string;
  name: string;
  mobile: string;
  email?: string;
  avatar?: string;
  role: number;
  /** 1 shows the "belonging user" display (spec §6). */
  show_invite: number;
  wx_bound?: boolean;
  other_settings?: {
    /** Non-empty enables the agent-office display (spec §6). */
    default_eu_agent_offices?: string[];
  };
  /** For an agent: the client users they serve. */
  clients?: { id: number; name: string; company?: string }[];
}

/** Answer of `POST /api/auth/login`. */
export interface LoginResult {
  token: string;
  user: CurrentUser;
}
