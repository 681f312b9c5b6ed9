/**
 * Cells shared by the VAT records pages (the numbers list, the overdue list, the tax records, the
 * details drawer and the shared page): a due date with its days left, a text in a tone of the
 * theme, the VAT number or "待下发". The rules are pure (src/core/vat-tax/view.ts).
 */
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { daysLeftText, type ToneText } from '@/core/vat-tax/view';
import { useT } from '@/hooks/useT';
import '@/locales/areas/vat-tax';

/** A {@link ToneText} translated, in the theme's error or warning colour when it says so. */
export function ToneLabel({ text, strong, 'data-testid': testId }: { text: ToneText | null; strong?: boolean; 'data-testid'?: string }) {
  const t = useT();
  if (!text) return <>-</>;
  return (
    <Typography.Text type={text.tone} strong={strong} data-testid={testId} data-tone={text.tone ?? 'normal'}>
      {t(text.key, text.values)}
    </Typography.Text>
  );
}

/**
 * A due date and, under it, the days left: "已逾期 N 天" in the error colour, due within 7 days in
 * the warning colour (src/core/vat-tax/view.ts `daysLeftText`); "另有 N 期逾期" when more periods are late.
 */
export function DueCell({ date, daysLeft, overdueCount = 0, testId }: { date: string | null; daysLeft: number | null; overdueCount?: number; testId?: string }) {
  const t = useT();
  if (!date) return <>-</>;
  const more = daysLeft !== null && daysLeft < 0 ? overdueCount - 1 : overdueCount;
  return (
    <Space direction="vertical" size={0} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
      <span>{date}</span>
      <ToneLabel text={daysLeftText(daysLeft)} data-testid={testId ? `${testId}-left` : undefined} />
      {more > 0 && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('vatTax.due.more', { count: more })}
        </Typography.Text>
      )}
    </Space>
  );
}

/** A VAT number in a fixed-width font, or "待下发" while it is not issued. */
export function VatNumber({ value }: { value: string }): ReactNode {
  const t = useT();
  if (!value) return <Typography.Text type="secondary">{t('vatTax.vatNumber.pending')}</Typography.Text>;
  return <span style={{ fontFamily: 'Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}>{value}</span>;
}

/** A `YYYY-MM-DD HH:mm:ss` time as the date over the time (narrow table columns); `-` when missing. */
export function DateTime({ value }: { value: string | null | undefined }) {
  if (!value) return <>-</>;
  const [date, time] = value.split(' ');
  return (
    <Space direction="vertical" size={0}>
      <span style={{ whiteSpace: 'nowrap' }}>{date}</span>
      {time && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {time}
        </Typography.Text>
      )}
    </Space>
  );
}
