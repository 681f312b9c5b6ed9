/**
 * Proxy to a real API host, used when the mock API is off (`MOCK=none`).
 * `API_HOST` (e.g. https://api.example.com) is the backend origin; `/api/**` is forwarded there.
 */
const target = process.env.API_HOST || 'http://127.0.0.1:9000';

const proxy: Record<'dev' | 'prod', Record<string, object>> = {
  dev: {
    '/api/': { target, changeOrigin: true },
  },
  prod: {
    '/api/': { target, changeOrigin: true },
  },
};

export default proxy;
