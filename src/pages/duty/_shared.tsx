/**
 * Parts shared by the pages of 我的税款 (`/user/me-duty-paragraph/view-progress` and `/view-reason`):
 * the tax amount's summary (period, country, VAT number, amount, stage, a link to its declaration).
 */
import { Link } from '@umijs/max';
import { Descriptions } from 'antd';
import { StatusTag } from '@/components/ListPage';
import { CountryLabel } from '@/components/CountrySelect';
import { DUTY_STAGE_MAP } from '@/core/duty/stages';
import { useT } from '@/hooks/useT';
import type { DutyRow } from '@/services/duty';
import '@/locales/areas/duty';

/** The summary of one tax amount, with the link to its declaration. */
export function DutySummary({ row }: { row: DutyRow }) {
  const t = useT();
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="duty-summary">
      <Descriptions.Item label={t('duty.col.period')}>{`${row.periodStart} ~ ${row.periodEnd}`}</Descriptions.Item>
      <Descriptions.Item label={t('duty.col.country')}>
        <CountryLabel code={row.countryCode} />
      </Descriptions.Item>
      <Descriptions.Item label={t('duty.col.vatNumber')}>{row.vatNumber}</Descriptions.Item>
      <Descriptions.Item label={t('duty.col.company')}>{row.companyName}</Descriptions.Item>
      <Descriptions.Item label={t('duty.col.amount')}>{`${row.amount} ${row.currency}`}</Descriptions.Item>
      <Descriptions.Item label={t('duty.col.due')}>{row.dueDate}</Descriptions.Item>
      <Descriptions.Item label={t('duty.col.stage')}>
        <StatusTag map={DUTY_STAGE_MAP} value={row.stage} data-testid="duty-summary-stage" />
      </Descriptions.Item>
      <Descriptions.Item label={t('duty.col.declarationLink')}>
        <Link to={`/user/declare/view-data?id=${row.declarationId}`} data-testid="duty-declaration-link">
          {t('duty.col.declaration', { id: row.declarationId })}
        </Link>
      </Descriptions.Item>
    </Descriptions>
  );
}
