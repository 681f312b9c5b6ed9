/**
 * `/france-eori/batch-credentials` (guarded, agents: route access `isAgent`; issue #23): an agent applies
 * for French EORIs for several client companies at once. Download the template
 * (`GET /api/eori/fr/batch-template`), fill one client company a row, upload it (scene `eori-batch`,
 * XLSX ≤ 5 MB), see the row-by-row check (`POST /api/eori/fr/batch-check`: a wrong header refuses the
 * file; a duplicate company, an empty required cell or a bad value refuses its row with the reasons),
 * then submit the valid rows (`POST /api/eori/fr/batch-submit`): the answer says which rows were stored
 * and which were refused and why. Nothing is stored before the submit.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useRouteProps } from '@umijs/max';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { downloadUrl } from '@/components/ListPage';
import { FileField, type WizardFile } from '@/components/wizard';
import { useT } from '@/hooks/useT';
import { checkEoriBatch, eoriBatchTemplate, submitEoriBatch, type EoriApplication, type EoriBatchRow } from '@/services/eori';
import '@/locales/areas/eori';

/** The checked rows as a table. */
function RowsTable({ rows, testId }: { rows: EoriBatchRow[]; testId: string }) {
  const t = useT();
  return (
    <Table<EoriBatchRow>
      rowKey="row"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      columns={[
        { title: t('eori.batch.col.row'), dataIndex: 'row', width: 72 },
        { title: t('eori.batch.col.client'), dataIndex: 'clientUsername', width: 120 },
        { title: t('eori.batch.col.company'), dataIndex: 'companyName' },
        {
          title: t('eori.batch.col.result'),
          key: 'result',
          render: (_: unknown, r) =>
            r.problems.length ? (
              <Space direction="vertical" size={0} data-testid="eb-refused">
                {r.problems.map((p) => (
                  <Typography.Text key={p} type="danger">
                    {p}
                  </Typography.Text>
                ))}
              </Space>
            ) : (
              <Tag color="success" data-testid="eb-ok">
                {t('eori.batch.ok')}
              </Tag>
            ),
        },
      ]}
    />
  );
}

/** The page. */
export default function EoriBatchPage() {
  const t = useT();
  const route = useRouteProps() as { title?: string };
  const [file, setFile] = useState<WizardFile[]>([]);
  const [checked, setChecked] = useState<{ header: string | null; rows: EoriBatchRow[] }>();
  const [done, setDone] = useState<{ created: EoriApplication[]; refused: EoriBatchRow[] }>();
  const [busy, setBusy] = useState<string>();

  const guard = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      // The request layer showed the Chinese message; the uploaded file and the check stay.
    } finally {
      setBusy(undefined);
    }
  };
  const ok = checked?.rows.filter((r) => !r.problems.length).length ?? 0;
  const bad = (checked?.rows.length ?? 0) - ok;

  return (
    <PageContainer title={route.title ? t(route.title) : undefined}>
      <ProCard>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('eori.batch.intro')}
          </Typography.Paragraph>
          <Alert type="warning" showIcon message={t('eori.fr.conflict.title')} description={t('eori.fr.conflict.desc')} />
          <Space wrap>
            <Button
              loading={busy === 'template'}
              data-testid="eb-template"
              onClick={() =>
                void guard('template', async () => {
                  const f = await eoriBatchTemplate();
                  downloadUrl(f.url, f.fileName);
                })
              }
            >
              {t('eori.batch.download')}
            </Button>
          </Space>
          <div>
            <Typography.Text strong>{t('eori.batch.upload')}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <FileField
                scene="eori-batch"
                testId="eb-file"
                value={file}
                busyText={t('eori.batch.checking')}
                onUploaded={async (f) => {
                  setDone(undefined);
                  setChecked(await checkEoriBatch(f.key));
                }}
                onChange={setFile}
              />
            </div>
          </div>
          {checked?.header && <Alert type="error" showIcon message={checked.header} data-testid="eb-header" />}
          {checked && !checked.header && !done && (
            <>
              <Typography.Text data-testid="eb-summary">{t('eori.batch.summary', { total: checked.rows.length, ok, bad })}</Typography.Text>
              <RowsTable rows={checked.rows} testId="eb-rows" />
              <Space>
                <Button
                  type="primary"
                  disabled={!ok}
                  loading={busy === 'submit'}
                  data-testid="eb-submit"
                  onClick={() => void guard('submit', async () => setDone(await submitEoriBatch(file[0].key)))}
                >
                  {t('eori.batch.submit', { ok })}
                </Button>
                {!ok && <Typography.Text type="danger">{t('eori.batch.none')}</Typography.Text>}
              </Space>
            </>
          )}
          {done && (
            <>
              <Alert
                type={done.refused.length ? 'warning' : 'success'}
                showIcon
                data-testid="eb-done"
                message={t('eori.batch.submitted', { created: done.created.length, refused: done.refused.length })}
                action={
                  <Button size="small" onClick={() => history.push('/user/eori-records')}>
                    {t('eori.finished.records')}
                  </Button>
                }
              />
              {done.refused.length > 0 && <RowsTable rows={done.refused} testId="eb-refused-rows" />}
            </>
          )}
        </Space>
      </ProCard>
    </PageContainer>
  );
}
