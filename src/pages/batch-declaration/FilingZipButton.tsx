/**
 * 下载申报文件（zip） on the batch page's pick step (issue #31): the filing files of the selected
 * declarations in one zip, each under `<country>_<VAT number>_<YYYY-MM>/` with the authority's own
 * file name. The mock builds a file not built yet (after 生成申报表) and checks it against its official
 * schema first; declarations without a file (no public format, return not generated, a field the file
 * needs missing) are listed with the Chinese reason, never silently left out.
 */
import { App, Button, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { downloadUrl } from '@/core/utils/download';
import type { DeclareRow } from '@/core/declare/types';
import type { Translate } from '@/hooks/useT';
import { zipFilingFiles } from '@/services/declare';
import '@/locales/areas/batch-declaration';

/** Bytes of a base64 string (the zip as the mock answers it). */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

/** The button; `selected` are the rows ticked across pages. */
export default function FilingZipButton({ selected, t }: { selected: readonly DeclareRow[]; t: Translate }) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const z = await zipFilingFiles(selected.map((r) => r.id));
      const url = URL.createObjectURL(new Blob([bytesOf(z.base64)], { type: 'application/zip' }));
      downloadUrl(url, z.name);
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      modal[z.refused.length ? 'warning' : 'success']({
        title: t('batchDecl.filing.zipTitle'),
        width: 560,
        content: (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="zip-result">
            <Typography.Text>{t('batchDecl.filing.zipDone', { count: z.files.length, name: z.name })}</Typography.Text>
            {z.refused.length > 0 && (
              <>
                <Typography.Text type="danger">{t('batchDecl.filing.zipRefused', { count: z.refused.length })}</Typography.Text>
                <List size="small" bordered dataSource={z.refused} renderItem={(x) => <List.Item>{`${x.label}：${x.reason}`}</List.Item>} />
              </>
            )}
          </Space>
        ),
      });
    } catch {
      // The request layer showed the server's Chinese reason (e.g. none of the selection has a file); the selection stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={!selected.length} loading={busy} onClick={() => void run()} data-testid="batch-filing-zip">
      {t('batchDecl.filing.zip')}
    </Button>
  );
}
