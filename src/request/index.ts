import type { RequestConfig } from '@umijs/max';
import { createErrorHandler } from './errorHandler';
import { appEffects } from './feedback';
import { API_BASE } from './base';
import { authInterceptor, envelopeInterceptor } from './interceptors';

export * from './types';

/**
 * The one request client's runtime config (spec §6-8), installed by `src/app.tsx`.
 *
 * Why no `errorConfig.errorThrower`: umi's built-in `success === false` interceptor runs after the
 * configured ones, but the envelope must be checked before `data` is unwrapped, so one interceptor
 * (`envelopeInterceptor`) checks status and `success` and unwraps `data` in that order; the
 * `errorHandler` then maps every failure to at most one message.
 */
export const requestConfig: RequestConfig = {
  baseURL: API_BASE,
  withCredentials: false,
  requestInterceptors: [authInterceptor as never],
  responseInterceptors: [envelopeInterceptor as never],
  errorConfig: {
    errorHandler: createErrorHandler(appEffects) as never,
  },
};
