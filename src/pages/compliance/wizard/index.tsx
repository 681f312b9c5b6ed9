/**
 * The compliance wizard (issue #22; spec §2 "Compliance": company info → legal person info →
 * product compliance info → preview → finished, one route per step; the step list is
 * src/core/compliance/steps.ts). The company step is open: a guest sees what it asks and logs in
 * before anything is saved (WizardPage `guest`, the step's `open` flag). Drafts
 * `{ type: 'compliance' }` (an agent's per client: `client`); the preview reads every step back
 * (the step list's declared fields), then lists each service with its period and fee and the total
 * (big.js); submit = `POST /api/compliance/create`.
 */
import { history } from '@umijs/max';
import { Button, Descriptions, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import WizardPage, { type WizardStepPart } from '@/components/WizardPage';
import { CompanyInfoFields, LegalPersonFields } from '@/components/wizard';
import { isAgentServiceKey, validUntil } from '@/core/compliance/services';
import { COMPLIANCE_READ_WIZARD } from '@/core/compliance/fields';
import { COMPLIANCE_DRAFT_TYPE } from '@/core/compliance/steps';
import { useQueryParam } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { createCompliance } from '@/services/compliance';
import { chosen, fees, toCreateBody, type ComplianceValues } from '../_values';
import { InfoStep } from './_info';
import '@/locales/areas/compliance';

const GUEST_ITEMS = ['company', 'legal', 'info', 'preview'];

/** The preview's fees: one line per service and the total. */
function Fees({ values }: { values: ComplianceValues }) {
  const t = useT();
  const f = fees(values);
  return (
    <Descriptions bordered size="small" column={1} title={t('compliance.preview.fees')} data-testid="cp-fees">
      {chosen(values).map(({ key, s }, i) => {
        const start = s.expectValidDate ? dayjs(s.expectValidDate).format('YYYY-MM-DD') : '-';
        return (
          <Descriptions.Item key={key} label={t(`compliance.svc.${key}.name`)}>
            <Space direction="vertical" size={0} data-testid={`cp-fee-${key}`}>
              <span>
                {t('compliance.preview.line', {
                  start,
                  end: s.expectValidDate ? validUntil(start, s.year ?? 1) : '-',
                  year: s.year ?? 1,
                  transfer: s.isTransfer ? t('compliance.preview.transfer') : '',
                })}
              </span>
              <Typography.Text type="secondary">{t('compliance.preview.brands', { brands: (s.stores ?? []).map((x) => x.brandName).filter(Boolean).join('、') || '-' })}</Typography.Text>
              <Typography.Text strong>¥{f.lines[i]?.amount}</Typography.Text>
            </Space>
          </Descriptions.Item>
        );
      })}
      <Descriptions.Item label={t('compliance.preview.totalLabel')}>
        <Typography.Text strong data-testid="cp-total">
          {t('compliance.preview.total', { total: f.total })}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The wizard page (every step route renders it). */
export default function ComplianceWizardPage() {
  const t = useT();
  const preset = useQueryParam('service') || null;
  const parts: Record<string, WizardStepPart<ComplianceValues>> = {
    // What the preview reads back of each step is declared in the step list (src/core/compliance/steps.ts).
    company: { content: <CompanyInfoFields idPrefix="cp" />, formProps: { dateFormatter: 'string' } },
    legal: { content: <LegalPersonFields idPrefix="cp" />, formProps: { dateFormatter: 'string' } },
    info: { content: <InfoStep />, formProps: { dateFormatter: 'string' } },
  };
  return (
    <WizardPage<ComplianceValues>
      testId="cp-wizard"
      def={COMPLIANCE_READ_WIZARD}
      parts={parts}
      client
      guest={{ title: t('compliance.guest.title'), desc: t('compliance.guest.desc'), items: GUEST_ITEMS.map((s) => t(`compliance.guest.${s}`)) }}
      draft={{ type: COMPLIANCE_DRAFT_TYPE }}
      initialValues={{ legalIdCardType: 'idcard', services: isAgentServiceKey(preset) ? [preset] : [] }}
      // `?service=gbAgent` (the overview's 办理) adds the service to a restored draft's choice.
      restoreOverride={(v) => (isAgentServiceKey(preset) && !(v.services ?? []).includes(preset) ? { values: { services: [...(v.services ?? []), preset] }, step: 'info' } : undefined)}
      preview={{ content: (v) => <Fees values={v} /> }}
      finished={{
        title: t('compliance.finished.title'),
        subTitle: t('compliance.finished.subTitle'),
        extra: [
          <Button key="list" type="primary" onClick={() => history.push('/user/compliance/list')} data-testid="cp-to-list">
            {t('compliance.finished.list')}
          </Button>,
        ],
      }}
      onSubmit={async (v, { clientId }) => {
        if (!chosen(v).length) throw new Error(t('compliance.submit.none'));
        return createCompliance(toCreateBody(v, clientId));
      }}
    />
  );
}
