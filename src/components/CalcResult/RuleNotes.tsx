/**
 * The rules a VAT result applied, one sentence each (issue #32): which rule placed the EU distance
 * sales (the EUR 10,000 threshold answered under / over / presumed, the OSS option; VAT Directive
 * Art. 59c; `VatResult.thresholdRule`, present whenever the seller is established in an EU member
 * state) and which tax-point rule applied to intra-EU transfers of own goods (Art. 69;
 * `VatResult.transferRule`). Shown on the calculator's result and on the declaration page; renders
 * nothing for a result stored before either existed.
 */
import { Alert, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';
import type { VatResult } from '@/core/vat/types';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

/** See the module comment. `result` needs only the two sentences. */
export default function RuleNotes({ result, style }: { result: Pick<VatResult, 'thresholdRule' | 'transferRule'>; style?: CSSProperties }) {
  const t = useT();
  const threshold = result.thresholdRule;
  const transfer = result.transferRule?.sentence;
  if (!threshold && !transfer) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={style}
      data-testid="rule-notes"
      message={t('calc.rules.title')}
      description={
        <Space direction="vertical" size={4}>
          {threshold && (
            <Typography.Text data-testid="rule-threshold">
              <Typography.Text strong>{t('calc.rules.threshold')}：</Typography.Text>
              {threshold}
            </Typography.Text>
          )}
          {transfer && (
            <Typography.Text data-testid="rule-transfer">
              <Typography.Text strong>{t('calc.rules.transfer')}：</Typography.Text>
              {transfer}
            </Typography.Text>
          )}
        </Space>
      }
    />
  );
}
