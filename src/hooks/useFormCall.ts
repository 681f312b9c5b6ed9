/**
 * Form helpers of the account screens: server validation failures go to their field, so the rest
 * of the form keeps its values (issue "Accounts", bad input).
 */
import { App, type FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useState } from 'react';
import { RequestFailure } from '@/request/types';

/** The field and extras a validation failure of the mock/back end names (`body.data`). */
export function failureField(err: unknown): { field?: string; retryAfter?: number } {
  if (!(err instanceof RequestFailure)) return {};
  const data = (err.body?.data ?? {}) as { field?: unknown; retryAfter?: unknown };
  return {
    field: typeof data.field === 'string' ? data.field : undefined,
    retryAfter: typeof data.retryAfter === 'number' ? data.retryAfter : undefined,
  };
}

/**
 * Shows a failed call's message. For a call made with `skipErrorMessage` (or `skipErrorHandler`):
 * a failure naming one of `fields` (after `aliases`, e.g. `{ old_password: 'oldPassword' }`) is shown
 * under that field of `form`; other business / status failures as an error toast; the rest
 * (401, 403, no answer) were already handled by the request client.
 * @returns the form field that got the message, or `undefined`.
 */
export function showFailure(
  err: unknown,
  form: FormInstance | undefined,
  message: MessageInstance,
  fields: string[] = [],
  aliases: Record<string, string> = {},
): string | undefined {
  if (!(err instanceof RequestFailure)) return undefined;
  const { field } = failureField(err);
  const name = field ? (aliases[field] ?? field) : undefined;
  if (form && name && fields.includes(name)) {
    form.setFields([{ name, errors: [err.message] }]);
    return name;
  }
  if (err.kind === 'business' || err.kind === 'status' || err.kind === 'http') message.error(err.message);
  return undefined;
}

/**
 * The submit pattern of the account and profile screens: `run(form, fields, call)` sets `busy` while
 * `call` runs and shows a failure with {@link showFailure} (at its field of `form` when it names one
 * of `fields`, else as a toast) instead of throwing, so the form keeps its values. `run` resolves to
 * `call`'s result, or `undefined` when it failed. `message` is antd's App message API for the
 * caller's success toasts.
 */
export function useFormCall(): {
  busy: boolean;
  message: MessageInstance;
  run: <V>(form: FormInstance | undefined, fields: string[], call: () => Promise<V>) => Promise<V | undefined>;
} {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async <V>(form: FormInstance | undefined, fields: string[], call: () => Promise<V>) => {
    setBusy(true);
    try {
      return await call();
    } catch (e) {
      showFailure(e, form, message, fields);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, run };
}
