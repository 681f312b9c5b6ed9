/** API base URL: `API_BASE` at build time (default same origin; `/api/...` paths are absolute). */
export const API_BASE: string = process.env.API_BASE || '';
