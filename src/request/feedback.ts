import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import { history } from '@umijs/max';
import { clearSession } from '@/core/storage';
import { NOTIFICATION_DURATION_S } from '@/constants/timing';
import type { ErrorEffects } from './errorHandler';

/** antd's `App.useApp()` API, registered by `src/layouts/index.tsx` once the app mounts. */
interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: Omit<ModalStaticFunctions, 'warn'>;
}

let api: FeedbackApi | null = null;
/** Effects asked for before the app mounted (e.g. a 403 while loading the current user). */
let pending: Array<(a: FeedbackApi) => void> = [];

/** Registers antd's App context API so requests outside React can show messages (spec §8). */
export function setFeedbackApi(next: FeedbackApi | null): void {
  api = next;
  if (api) {
    const queued = pending;
    pending = [];
    queued.forEach((run) => run(api!));
  }
}

/** Runs `fn` with the App API now, or once the app has mounted. */
function withApi(fn: (a: FeedbackApi) => void): void {
  if (api) fn(api);
  else pending.push(fn);
}

/** The effects of the request error handler in the running app. */
export const appEffects: ErrorEffects = {
  warn: (text) => withApi((a) => a.message.warning(text)),
  error: (text) => withApi((a) => a.message.error(text)),
  notify: (title, text) =>
    withApi((a) =>
      a.notification.error({ message: title, description: text, duration: NOTIFICATION_DURATION_S }),
    ),
  accountModal: (text, onOk) =>
    withApi((a) =>
      a.modal.warning({
        title: '账号异常提示',
        content: text,
        okText: '我知道了',
        onOk,
      }),
    ),
  clearSession,
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  navigate: (to) => history.push(to),
};
