/**
 * The start of a period's declaration (spec §2; issue #11), one URL per step, all this component:
 *
 * 1. `/user/declare/my-declare` (guarded) and `/my-declare/choose-the-country` (open): the VAT number
 *    (country) and the period, with its frequency and due date from the records area;
 * 2. `/my-declare/all-company-information` (open): the company information the return needs;
 * 3. `/my-declare/upload-data` (guarded): the period's Amazon VAT Transactions Reports (the report
 *    upload component) and the declare basic data of spec §3 (import VAT to deduct), then the
 *    engine runs (`/user/declare/begins-to-calculate?id=`); or
 * 3'. `/my-declare/begins-to-calculate/confirmZeroDeclaration` (open): an explicit nil return;
 * 4. `/user/declare/all-company-information/finished` (guarded): what was saved and what comes next.
 *
 * The chosen number and period travel in the query (`vatTaxId`, `periodStart`), so each step's URL
 * can be opened on its own, and are kept in a draft `{ type: 'declare-start' }` (`/api/draft`, the
 * wizard kit's store): coming back to `/user/declare/my-declare` without a choice in the URL restores
 * the last one (with a way to choose afresh); the draft goes when the declaration is saved. The
 * upload step keeps its uploaded reports (stored key, name, size, digests and the transaction dates
 * the local check read) and the import VAT in the same draft, so a reload shows them again (issue
 * #19 "nothing lost on reload"), and says at once when a report's dates do not match the period
 * (`matchReportPeriod`; a report wholly outside it must be removed before calculating). An open
 * step opened by a guest explains itself and offers login. The state is useStartFlow.ts, each step
 * its own component (ChooseStep, CompanyStep / ZeroStep, UploadStep). Not on WizardPage: see
 * docs/areas/declare.md and docs/adding-a-screen.md "Hand-rolled pages".
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Button, Result, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { buildLoginPath } from '@/core/utils/redirect';
import { useIdParam } from '@/hooks/useIdParam';
import { useT } from '@/hooks/useT';
import '@/locales/areas/declare';
import '@/locales/areas/calc';
import { CompanyStep, ZeroStep } from './CheckSteps';
import { ChooseStep } from './ChooseStep';
import { UploadStep } from './UploadStep';
import { BASE, useStartFlow } from './useStartFlow';

/** The start flow. */
export default function MyDeclarePage() {
  const t = useT();
  const { search } = useLocation();
  const flow = useStartFlow();
  const { pathname, step, loggedIn } = flow;
  // The saved declaration's `?id=` of the finished step (the one `?id=` parser).
  const savedId = useIdParam();
  const open = !pathname.startsWith(`${BASE}/upload-data`) && pathname !== BASE && !pathname.startsWith('/user/declare/all-company-information');
  /** The company and nil-return confirmations (one box, as the two steps are one choice). */
  const [checked, setChecked] = useState(false);

  const guest = (
    <Result
      status="info"
      title={t(`declare.start.guest.${step}`)}
      subTitle={t('declare.start.guest.hint')}
      extra={
        <Button type="primary" onClick={() => history.push(buildLoginPath(`${pathname}${search}`))} data-testid="declare-login">
          {t('declare.start.login')}
        </Button>
      }
    />
  );

  const current = { choose: 0, company: 1, upload: 2, zero: 2, finished: 3 }[step];
  const body = (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Steps current={current} items={['choose', 'company', 'upload', 'finished'].map((s) => ({ title: t(`declare.start.step.${s}`) }))} />
      {step === 'choose' && <ChooseStep flow={flow} />}
      {step === 'company' && <CompanyStep flow={flow} checked={checked} onChecked={setChecked} />}
      {step === 'upload' && <UploadStep flow={flow} />}
      {step === 'zero' && <ZeroStep flow={flow} checked={checked} onChecked={setChecked} />}
      {step === 'finished' && (
        <Result
          status="success"
          title={t('declare.start.finished')}
          subTitle={t('declare.start.finished.next')}
          extra={[
            <Button key="view" type="primary" onClick={() => history.push(`/user/declare/view-data?id=${savedId ?? ''}`)} data-testid="declare-finished-view">
              {t('declare.action.view')}
            </Button>,
            <Button key="list" onClick={() => history.push('/user/declare')}>
              {t('declare.back')}
            </Button>,
          ]}
        />
      )}
    </Space>
  );

  if (open && !pathname.startsWith('/user/declare/all-company-information')) {
    return (
      <div style={{ maxWidth: 1080, margin: '0 auto', padding: 24 }}>
        <Typography.Title level={3}>{t('title.declare.start')}</Typography.Title>
        {loggedIn ? body : guest}
      </div>
    );
  }
  return <PageContainer title={t(step === 'finished' ? 'title.declare.finished' : 'title.declare.start')}>{body}</PageContainer>;
}
