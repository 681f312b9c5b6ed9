import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ExportRunner, type ExportService, type ExportState } from '@/core/list/export';
import { PROGRESS_COLORS } from '@/constants/ui';
import { useT } from '@/hooks/useT';
import { downloadUrl } from '@/core/utils/download';

/** Props of {@link ExportButton}. */
export interface ExportButtonProps<Q> {
  /** The area's two export calls (see src/core/list/export.ts for the protocol). */
  service: ExportService<Q>;
  /** The filters to export with (ListPage passes the list's current filters without paging). */
  params: () => Q;
  /** File name when the server gives none (`.xlsx` is added). */
  fileName?: string;
  /** Button text (translated); default "导出". */
  label?: string;
  /** Pause between result calls in ms (default 1000). */
  intervalMs?: number;
}

/** The line of text describing `s`. */
function statusText(s: ExportState, t: ReturnType<typeof useT>): string {
  switch (s.phase) {
    case 'starting':
      return t('list.export.starting');
    case 'running':
      return t(s.status === 'pending' ? 'list.export.pending' : 'list.export.running');
    case 'done':
      return s.rows === undefined ? t('list.export.doneNoRows', { fileName: s.fileName }) : t('list.export.done', { fileName: s.fileName, rows: s.rows });
    case 'cancelled':
      return t('list.export.cancelled');
    default:
      return '';
  }
}

/**
 * The asynchronous export of a list (spec §4, §9 `.xlsx`): the button starts the export with the
 * list's filters and opens a dialog with the progress (polled every second); when the file is ready
 * its download starts (an `<a href download>` click) and a "下载文件" link stays in the dialog; a
 * failure shows the server's message there (once — the calls skip the request layer's toast) with
 * "重新导出". Closing the dialog cancels a running export.
 */
export function ExportButton<Q>({ service, params, fileName, label, intervalMs }: ExportButtonProps<Q>) {
  const t = useT();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const [open, setOpen] = useState(false);
  const serviceRef = useRef(service);
  serviceRef.current = service;
  const runner = useMemo(
    () =>
      new ExportRunner<Q>(
        { start: (p, o) => serviceRef.current.start(p, o), result: (id, o) => serviceRef.current.result(id, o) },
        { intervalMs, fileName, onState: setState },
      ),
    [intervalMs, fileName],
  );
  useEffect(() => () => runner.cancel(), [runner]);

  const start = () => {
    setOpen(true);
    void runner.run(params()).then((s) => {
      if (s.phase === 'done') downloadUrl(s.url, s.fileName);
    });
  };
  const close = () => {
    runner.cancel();
    setOpen(false);
  };

  const busy = state.phase === 'starting' || state.phase === 'running';
  const percent = state.phase === 'running' || state.phase === 'done' ? state.progress : state.phase === 'failed' ? (state.progress ?? 0) : 0;
  const failure = state.phase === 'failed' ? state.error || t(state.errorKey ?? 'list.export.failed') : '';

  return (
    <>
      <Button icon={<ExportOutlined />} loading={busy} onClick={start} data-testid="list-export">
        {label ?? t('list.export')}
      </Button>
      <Modal
        open={open}
        title={t('list.export.title')}
        onCancel={close}
        maskClosable={!busy}
        footer={
          <Space>
            {state.phase === 'failed' && (
              <Button onClick={start} data-testid="export-retry">
                {t('list.export.retry')}
              </Button>
            )}
            <Button type={busy ? 'default' : 'primary'} onClick={close} data-testid="export-close">
              {busy ? t('list.export.cancel') : t('list.export.close')}
            </Button>
          </Space>
        }
      >
        <div data-testid="export-dialog" data-phase={state.phase}>
          <Typography.Paragraph type="secondary">{t('list.export.hint')}</Typography.Paragraph>
          <Progress
            percent={percent}
            status={state.phase === 'failed' ? 'exception' : state.phase === 'done' ? 'success' : busy ? 'active' : 'normal'}
            strokeColor={state.phase === 'failed' ? PROGRESS_COLORS.exception : state.phase === 'done' ? PROGRESS_COLORS.success : PROGRESS_COLORS.normal}
            trailColor={PROGRESS_COLORS.background}
            data-testid="export-progress"
          />
          {failure ? (
            <Alert type="error" showIcon message={failure} data-testid="export-error" />
          ) : (
            <Typography.Text data-testid="export-status">{statusText(state, t)}</Typography.Text>
          )}
          {state.phase === 'done' && (
            <div style={{ marginTop: 12 }}>
              <Typography.Text type="secondary">{t('list.export.downloading')}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <a href={state.url} download={state.fileName} rel="noopener" data-testid="export-download">
                  <DownloadOutlined /> {t('list.export.download')}
                </a>
              </div>
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
