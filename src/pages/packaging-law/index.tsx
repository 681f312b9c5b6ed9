/**
 * `/public-service/german-packaging-law` (guarded, menu EPR 与包装法 › 德国包装法注册; issue #21, spec §2):
 * the LUCID registration service at a glance — what the register is, the three duties that follow
 * (register, system participation, identical quantity reports), the completeness declaration's
 * thresholds, the materials reported — with the ways on: start the registration, the user's
 * applications, the batch packaging declaration; and the user's LUCID account when one is held
 * (`GET /api/epr/depack-account`, issue #33: number, brands, the dual system's contract, the
 * materials licensed per year with the completeness-declaration check, the last and next report; an
 * agent sees the latest of the clients chosen in the header). Facts: ../shared/design/domain-facts.md D.1
 * (verpackungsregister.org FAQ 83, 92, 94; VerpackG §§ 9, 11).
 */
import { history } from '@umijs/max';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { Alert, Button, Descriptions, List, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useReloadOnBelongingChange } from '@/components/BelongingUser';
import { DueCell } from '@/components/VatCells';
import { daysUntil } from '@/core/epr/deadlines';
import { PACK_MATERIALS } from '@/core/packaging-law/materials';
import { PACKAGING_LAW_RECORD, PACKAGING_LAW_REGISTER } from '@/core/packaging-law/steps';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getDepackAccount } from '@/services/epr';
import '@/locales/areas/packaging-law';

/** The user's LUCID account (`GET /api/epr/depack-account`): shown when a German packaging registration is held. */
function LucidAccount() {
  const t = useT();
  const account = useApi(() => getDepackAccount(undefined, { skipErrorMessage: true }));
  useReloadOnBelongingChange(() => account.refresh());
  const a = account.data;
  return (
    <ProCard title={t('packagingLaw.account.title')} bordered data-testid="pl-account">
      {account.loading && !a && <Skeleton active paragraph={{ rows: 2 }} />}
      {account.error && <Alert type="warning" showIcon message={account.error.message} action={<Button size="small" onClick={account.refresh}>{t('packagingLaw.account.retry')}</Button>} />}
      {!account.loading && !account.error && !a && <Typography.Text type="secondary" data-testid="pl-account-none">{t('packagingLaw.account.none')}</Typography.Text>}
      {a && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label={t('packagingLaw.account.registrationNo')}>
              <span style={{ fontFamily: 'Menlo, Consolas, monospace' }} data-testid="pl-account-no">
                {a.registrationNo}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('packagingLaw.account.company')}>{a.companyName}</Descriptions.Item>
            <Descriptions.Item label={t('packagingLaw.account.brands')}>{a.brandNames.length ? a.brandNames.join('、') : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('packagingLaw.account.system')}>{t('packagingLaw.account.contract', { system: a.system, no: a.contractNo })}</Descriptions.Item>
            <Descriptions.Item label={t('packagingLaw.account.lastReport')}>{a.lastReport ?? t('packagingLaw.account.lastReport.none')}</Descriptions.Item>
            <Descriptions.Item label={t('packagingLaw.account.nextDeadline')}>
              <DueCell date={a.nextDeadline} daysLeft={daysUntil(a.nextDeadline, dayjs().format('YYYY-MM-DD'))} testId="pl-account-due" />
            </Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="type"
            size="small"
            pagination={false}
            data-testid="pl-account-materials"
            dataSource={a.materials}
            columns={[
              { title: t('packagingLaw.account.material'), dataIndex: 'name', render: (_: unknown, m: { type: number; name: string }) => (PACK_MATERIALS.some((p) => p.code === m.type) ? t(`packagingLaw.material.${m.type}`) : m.name) },
              { title: t('packagingLaw.account.weight'), dataIndex: 'weight', align: 'right' as const, render: (w: number) => w.toLocaleString('zh-CN', { maximumFractionDigits: 3 }) },
            ]}
            locale={{ emptyText: t('packagingLaw.account.materials.none') }}
          />
          <Alert
            type={a.completeness.required ? 'warning' : 'info'}
            showIcon
            data-testid="pl-account-completeness"
            message={a.completeness.required ? t('packagingLaw.account.completeness.required', { groups: a.completeness.over.map((g) => t(`packagingLaw.account.group.${g}`)).join('、') }) : t('packagingLaw.account.completeness.none')}
          />
        </Space>
      )}
    </ProCard>
  );
}

/** The service page. */
export default function GermanPackagingLawPage() {
  const t = useT();
  return (
    <PageContainer title={t('title.packagingLaw.home')} content={<Typography.Paragraph style={{ maxWidth: 960, marginBottom: 0 }}>{t('packagingLaw.home.intro')}</Typography.Paragraph>}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Button type="primary" onClick={() => history.push(PACKAGING_LAW_REGISTER)} data-testid="pl-start">
            {t('packagingLaw.home.start')}
          </Button>
          <Button onClick={() => history.push(PACKAGING_LAW_RECORD)} data-testid="pl-record">
            {t('packagingLaw.home.record')}
          </Button>
          <Button onClick={() => history.push('/user/epr/list/batchDeclarationPackaging')}>{t('packagingLaw.home.declare')}</Button>
        </Space>
        <LucidAccount />
        <ProCard title={t('packagingLaw.home.duties')} bordered>
          <List
            dataSource={['register', 'system', 'report']}
            renderItem={(k, i) => (
              <List.Item>
                <Typography.Text>
                  {i + 1}. {t(`packagingLaw.home.duty.${k}`)}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('packagingLaw.home.completeness')}
          </Typography.Paragraph>
        </ProCard>
        <ProCard title={t('packagingLaw.home.materials')} bordered>
          <Space wrap>
            {PACK_MATERIALS.map((m) => (
              <Tag key={m.code}>
                {t(`packagingLaw.material.${m.code}`)} · {m.de}
              </Tag>
            ))}
          </Space>
        </ProCard>
      </Space>
    </PageContainer>
  );
}
