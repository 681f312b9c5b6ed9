/**
 * `/public-service/vat-eori-query/eori-query` (guarded; issue #24, the EORI route): check up to 10
 * EORI numbers a request (the EU validation service's limit), one a line — GB numbers of 12 or 15
 * digits, EU formats. The format is checked first, without a call (a malformed number is never sent);
 * the rest go to `POST /api/eori/check`. Each answer: valid (with name and address where published),
 * invalid, or "暂时无法核验" (could not check now) with a retry — never shown as invalid.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useRouteProps } from '@umijs/max';
import { Button, Form, Input, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EORI_CHECK_MAX, eoriFormat, normalizeEori } from '@/core/eori';
import { useT } from '@/hooks/useT';
import type { EoriCheckResult } from '@/services/eori';
import { CheckResultTag } from '../_shared';
import { checkEoriSafely } from '../_check';
import '@/locales/areas/eori';

/** The distinct numbers of the text, one a line (blank lines dropped, duplicates after normalising dropped). */
function numbersOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[\r\n,;]+/)
    .map((s) => s.trim())
    .filter((s) => s && !seen.has(normalizeEori(s)) && seen.add(normalizeEori(s)));
}

/** The page. */
export default function EoriQueryPage() {
  const t = useT();
  const route = useRouteProps() as { title?: string };
  const [form] = Form.useForm<{ numbers: string }>();
  const [rows, setRows] = useState<EoriCheckResult[]>([]);
  const [busy, setBusy] = useState<string>();

  /** Checks `list`: malformed ones locally, the rest through the call; merges the answers into the table in input order. */
  const run = async (list: string[], key: string) => {
    setBusy(key);
    try {
      const at = dayjs().format('YYYY-MM-DD HH:mm:ss');
      const local = list.map((input) => ({ input, f: eoriFormat(input) }));
      const send = local.filter((x) => !x.f.problem).map((x) => x.input);
      const answers = send.length ? await checkEoriSafely(send, t('eori.check.unavailable')) : [];
      const byInput = new Map(answers.map((a) => [a.input, a]));
      const done = local.map(({ input, f }) => byInput.get(input) ?? { input, number: f.number, status: 'malformed' as const, message: `${t(f.problem ?? 'eori.check.malformed')}（${t('eori.check.malformed')}）`, checkedAt: at });
      setRows((prev) => {
        const next = key === 'all' ? [] : [...prev];
        for (const d of done) {
          const i = next.findIndex((r) => r.input === d.input);
          if (i >= 0) next[i] = d;
          else next.push(d);
        }
        return next;
      });
    } finally {
      setBusy(undefined);
    }
  };

  const submit = async () => {
    const { numbers } = await form.validateFields();
    await run(numbersOf(numbers), 'all');
  };

  return (
    <PageContainer title={route.title ? t(route.title) : undefined}>
      <ProCard>
        <Typography.Paragraph type="secondary">{t('eori.query.intro')}</Typography.Paragraph>
        <Form form={form} name="eoriQuery" layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 560 }}>
          <Form.Item
            name="numbers"
            label={t('eori.query.input')}
            rules={[
              {
                validator: async (_, v) => {
                  const list = numbersOf(String(v ?? ''));
                  if (!list.length) throw new Error(t('eori.query.empty'));
                  if (list.length > EORI_CHECK_MAX) throw new Error(t('eori.query.tooMany', { count: list.length }));
                },
              },
            ]}
          >
            <Input.TextArea rows={6} placeholder={t('eori.query.placeholder')} data-testid="eq-input" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy === 'all'} data-testid="eq-submit">
            {t('eori.query.submit')}
          </Button>
        </Form>
      </ProCard>
      {rows.length > 0 && (
        <ProCard style={{ marginTop: 16 }}>
          <Table<EoriCheckResult>
            rowKey="input"
            size="small"
            pagination={false}
            dataSource={rows}
            data-testid="eq-results"
            columns={[
              { title: t('eori.query.col.number'), dataIndex: 'number', render: (v: string) => <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>{v}</Typography.Text> },
              {
                title: t('eori.query.col.result'),
                dataIndex: 'status',
                render: (_: unknown, r) => (
                  <Space>
                    <CheckResultTag status={r.status} />
                    {r.status === 'unavailable' && (
                      <Button size="small" loading={busy === r.input} onClick={() => void run([r.input], r.input)} data-testid="eq-retry">
                        {t('eori.result.retry')}
                      </Button>
                    )}
                  </Space>
                ),
              },
              { title: t('eori.query.col.holder'), key: 'holder', render: (_: unknown, r) => (r.status === 'valid' ? [r.name, r.address].filter(Boolean).join(' · ') || <Typography.Text type="secondary">{t('eori.query.noHolder')}</Typography.Text> : '-') },
              { title: t('eori.query.col.message'), dataIndex: 'message', width: 300, render: (v: string, r) => <span title={r.checkedAt}>{v}</span> },
            ]}
          />
        </ProCard>
      )}
    </PageContainer>
  );
}
