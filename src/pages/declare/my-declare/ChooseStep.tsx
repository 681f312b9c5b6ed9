import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { periodReadiness } from '@/core/declare/checks';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';
import '@/locales/areas/declare';
import { frequencyText } from './Choice';
import { BASE, type StartFlow } from './useStartFlow';

/**
 * Step 1: the VAT number and a period not filed yet (due date, overdue, not ended yet; the records
 * area's filing frequency said under it); a restored choice says so with 重新选择. An unended period
 * can be prepared, not filed (issue #19; the transition table refuses generate/submit).
 */
export function ChooseStep({ flow }: { flow: StartFlow }) {
  const t = useT();
  const { pathname, vatTaxId, periodStart, numbers, periods, period, go } = flow;
  const today = dayjs().format('YYYY-MM-DD');
  const freq = frequencyText(t, flow.facts);
  return (
    <ProCard title={t('declare.start.step.choose')}>
      {flow.restored && vatTaxId && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('declare.start.restored')}
          action={
            <Button size="small" onClick={flow.chooseAfresh} data-testid="declare-afresh">
              {t('declare.start.afresh')}
            </Button>
          }
          data-testid="declare-restored"
        />
      )}
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item label={t('declare.col.vatNumber')} required>
          <div data-testid="declare-vat">
            <Select
              showSearch
              loading={numbers.loading}
              value={vatTaxId}
              placeholder={t('declare.start.vat.placeholder')}
              optionFilterProp="label"
              options={(numbers.data ?? []).filter((n) => n.vatNumber).map((n) => ({ value: n.id, label: `${n.vatNumber} · ${n.companyName}` }))}
              onChange={(v) => go(pathname, { vatTaxId: v, periodStart: undefined })}
              notFoundContent={t('declare.start.vat.none')}
            />
          </div>
        </Form.Item>
        <Form.Item
          label={t('declare.col.period')}
          required
          extra={
            <>
              {t('declare.start.period.help')}
              {freq && (
                <div data-testid="declare-choose-frequency">
                  {t('calc.freq.label')}：{freq}
                </div>
              )}
            </>
          }
        >
          <div data-testid="declare-period">
            <Select
              loading={periods.loading}
              // while the number's periods load, the spinner (not a restored period's bare start date)
              value={periods.loading ? undefined : periodStart}
              disabled={!vatTaxId}
              placeholder={t('declare.start.period.placeholder')}
              options={(periods.data?.list ?? [])
                .filter((p) => p.state !== 'filed')
                .map((p) => ({
                  value: p.periodStart,
                  label: `${p.periodStart} ~ ${p.periodEnd}（${t('declare.start.period.due', { date: p.dueDate })}${p.state === 'overdue' ? `，${t('declare.start.period.overdue')}` : ''}${periodReadiness(p.periodEnd, today) === 'notEnded' ? `，${t('declare.start.period.notEndedTag')}` : ''}）`,
                }))}
              onChange={(v) => go(pathname, { periodStart: v })}
            />
          </div>
        </Form.Item>
        {period && periodReadiness(period.periodEnd, today) === 'notEnded' && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('declare.start.period.notEnded', { end: period.periodEnd })} data-testid="declare-period-not-ended" />
        )}
        <Button type="primary" disabled={!vatTaxId || !periodStart} onClick={() => go(`${BASE}/all-company-information`)} data-testid="declare-next">
          {t('declare.start.next')}
        </Button>
      </Form>
    </ProCard>
  );
}
