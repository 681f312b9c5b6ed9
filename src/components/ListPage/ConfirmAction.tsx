import { App, Popconfirm, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RequestFailure } from '@/request/types';
import { useT } from '@/hooks/useT';

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** The question of the confirmation (translated), e.g. "确定删除这条计算记录吗？". */
  title: ReactNode;
  /** The call to make once confirmed (a service function); its failure is shown once. */
  onConfirm: () => Promise<unknown>;
  /** Toast after success (translated); default "操作成功". `false` shows none. */
  successText?: string | false;
  /** Runs after success, e.g. ListPage's `kit.reload`. Not run after a failure (the row stays). */
  onDone?: () => void;
  /** Red link and red OK button (deletions). */
  danger?: boolean;
  disabled?: boolean;
  /** The link text (translated). */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The confirm-then-act row action of list pages: a link opening a Popconfirm; OK runs `onConfirm`
 * (the OK button spins meanwhile), then shows `successText` and calls `onDone` (reload). On failure
 * the list is not reloaded, so the row stays, and the message is shown ONCE: a `RequestFailure` was
 * already shown by the request layer (spec §8), any other error is toasted here.
 * @example
 * <ConfirmAction danger title={t('calc.record.deleteConfirm')} onConfirm={() => deleteCalculation(r.id)}
 *   successText={t('calc.record.deleted')} onDone={kit.reload} data-testid={`delete-${r.id}`}>
 *   {t('calc.record.delete')}
 * </ConfirmAction>
 */
export function ConfirmAction({ title, onConfirm, successText, onDone, danger, disabled, children, 'data-testid': testId }: ConfirmActionProps) {
  const t = useT();
  const { message } = App.useApp();
  const run = async () => {
    try {
      await onConfirm();
    } catch (e) {
      if (!(e instanceof RequestFailure)) message.error((e as Error)?.message || t('list.action.failed'));
      return;
    }
    if (successText !== false) message.success(successText ?? t('list.action.done'));
    onDone?.();
  };
  return (
    <Popconfirm title={title} okButtonProps={{ danger }} onConfirm={run} disabled={disabled}>
      <Typography.Link type={danger ? 'danger' : undefined} disabled={disabled} data-testid={testId}>
        {children}
      </Typography.Link>
    </Popconfirm>
  );
}
