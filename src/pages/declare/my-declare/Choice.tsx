import { Alert, Button, Descriptions } from 'antd';
import { CountryLabel } from '@/components/CountrySelect';
import { useT, type Translate } from '@/hooks/useT';
import '@/locales/areas/calc';
import '@/locales/areas/declare';
import { BASE, type StartFlow } from './useStartFlow';

/** Issue #20: the period list follows the VAT record's filing frequency (and the UK stagger); this says so. */
export function frequencyText(t: Translate, facts: StartFlow['facts']): string | undefined {
  return (
    facts &&
    t('calc.freq.fromRecord', {
      frequency: `${t(`calc.freq.${facts.frequency}`)}${facts.countryCode === 'GB' && facts.frequency === 'quarterly' ? ` · ${t('calc.freq.stagger', { n: facts.stagger ?? 1 })}` : ''}`,
      vatNumber: facts.vatNumber,
    })
  );
}

/** The chosen number and period above the later steps: country, VAT number, company, period, due date, currency, frequency. */
export function ChoiceSummary({ flow }: { flow: StartFlow }) {
  const t = useT();
  const { number, period } = flow;
  if (!number || !period) return null;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="declare-choice">
      <Descriptions.Item label={t('declare.col.country')}>
        <CountryLabel code={number.countryCode} />
      </Descriptions.Item>
      <Descriptions.Item label={t('declare.col.vatNumber')}>{number.vatNumber}</Descriptions.Item>
      <Descriptions.Item label={t('declare.col.company')}>{number.companyName}</Descriptions.Item>
      <Descriptions.Item label={t('declare.col.period')}>{`${period.periodStart} ~ ${period.periodEnd}`}</Descriptions.Item>
      <Descriptions.Item label={t('declare.col.due')}>{period.dueDate}</Descriptions.Item>
      <Descriptions.Item label={t('declare.col.currency')}>{period.currency}</Descriptions.Item>
      <Descriptions.Item label={t('calc.freq.label')} span={3}>
        <span data-testid="declare-frequency">{frequencyText(t, flow.facts)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** A later step opened without a known number and period: say so and lead back to the first step. */
export function MissingChoice({ flow }: { flow: StartFlow }) {
  const t = useT();
  return <Alert type="warning" showIcon message={t('declare.start.missing')} action={<Button onClick={() => flow.go(BASE)}>{t('declare.start.toChoose')}</Button>} />;
}
