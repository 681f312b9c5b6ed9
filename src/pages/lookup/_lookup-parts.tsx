/**
 * Pieces the VAT lookup pages share (the `public-service` feature: `/vat-eori-query/vat-query` and
 * `/vat-monitoring`): an answer as a tag with its reason, and the last good answer with its time and
 * consultation number. Messages of the `lookup` locale area.
 */
import { Space, Typography } from 'antd';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { LOOKUP_KIND_STATUS } from '@/core/lookup/status';
import { useT } from '@/hooks/useT';
import type { LastGood } from '@/services/lookup';
import '@/locales/areas/lookup';

/**
 * An answer: its tag, and for "could not check" why (never shown as invalid): `reason` a key of
 * `lookup.reason.*`, or `reasonText` already in words (e.g. the failed call's reason).
 */
export function AnswerCell({ kind, reason, reasonText, testId }: { kind: string; reason?: string | null; reasonText?: string; testId?: string }) {
  const t = useT();
  const why = reasonText || (reason ? t(`lookup.reason.${reason}`) : '');
  return (
    <Space direction="vertical" size={0} data-testid={testId} data-kind={kind}>
      <StatusTag map={LOOKUP_KIND_STATUS} value={kind} />
      {kind === 'unavailable' && why ? <Typography.Text type="secondary">{why}</Typography.Text> : null}
    </Space>
  );
}

/** The last good answer: "上次有效结果：有效 · 时间 · 查询编号 X", or that there is none. */
export function LastGoodText({ value, testId }: { value: LastGood | null | undefined; testId?: string }) {
  const t = useT();
  if (!value) return <Typography.Text type="secondary">{t('lookup.lastGood.none')}</Typography.Text>;
  return (
    <Typography.Text data-testid={testId}>
      {t('lookup.lastGood.text', {
        kind: t(`lookup.kind.${value.kind}`),
        at: value.checkedAt,
        number: value.consultationNumber ?? t('lookup.consultation.none'),
      })}
    </Typography.Text>
  );
}
