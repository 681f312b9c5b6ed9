/**
 * Codes of Amazon's VAT Transactions Report and of the VAT engine in plain language (issue #13):
 * `<VatCode kind="scheme" code="UK_VOEC-IMPORT" />` shows "英国 135 镑以下进口由平台代收" with the
 * code beside it (or, `compact`, the name alone with the code in a tooltip); treatments show their
 * name ("T5 远程销售") with a one-line tooltip of what they mean for the seller. Unknown codes show
 * as they are. `<ReportErrorText>` shows an engine error line, listing the missing columns of a
 * file that is not a VAT Transactions Report with their meaning. Texts: src/core/calc/codes.ts keys.
 */
import { Tooltip, Typography } from 'antd';
import { codeKey, parseMissingColumns, treatmentTipKey, type CodeKind } from '@/core/calc/codes';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';
import styles from './index.less';

/** Props of {@link VatCode}. */
interface VatCodeProps {
  kind: Exclude<CodeKind, 'column'>;
  code: string | null | undefined;
  /** Name only, the code in the tooltip (narrow table cells). */
  compact?: boolean;
}

/** A scheme, transaction type or treatment code in plain language (see the module comment). */
export function VatCode({ kind, code, compact }: VatCodeProps) {
  const t = useT();
  if (!code) return <>-</>;
  const key = codeKey(kind, code);
  if (!key) return <>{code}</>;
  const name = t(key);
  if (kind === 'treatment') {
    const tip = treatmentTipKey(code);
    return (
      <Tooltip title={tip ? t(tip) : undefined}>
        <span className={styles.hint} tabIndex={0} data-code={code}>
          {name}
        </span>
      </Tooltip>
    );
  }
  if (compact) {
    return (
      <Tooltip title={`${code}：${name}`}>
        <span className={styles.hint} tabIndex={0} data-code={code}>
          {name}
        </span>
      </Tooltip>
    );
  }
  return (
    <span data-code={code}>
      {name}{' '}
      <Typography.Text type="secondary" className={styles.code}>
        {code}
      </Typography.Text>
    </span>
  );
}

/**
 * `{ CODE: n }` counts as "销售 177　退款 9" (the code in each name's tooltip), or with `showCode`
 * "欧盟 OSS 一站式申报 UNION-OSS 12"; treatments always as "T5 远程销售 6" with their tooltip.
 */
export function VatCodeCounts({ kind, counts, showCode }: { kind: VatCodeProps['kind']; counts?: Record<string, number>; showCode?: boolean }) {
  const entries = Object.entries(counts ?? {});
  if (!entries.length) return <>-</>;
  return (
    <span className={styles.counts}>
      {entries.map(([code, n]) => (
        <span key={code} className={styles.count}>
          <VatCode kind={kind} code={code} compact={!showCode} /> {n}
        </span>
      ))}
    </span>
  );
}

/**
 * One error line of a report. A file that is not a VAT Transactions Report lists its missing
 * columns with their meaning ("交易类型（TRANSACTION_TYPE）"); when none of them is there, it says
 * where to download the right report. Any other message shows as it is.
 */
export function ReportErrorText({ text }: { text: string }) {
  const t = useT();
  const m = parseMissingColumns(text);
  if (!m) return <>{text}</>;
  const all = m.columns.length >= 12;
  return (
    <span data-testid="missing-columns">
      {t('calc.upload.notVtr', { name: m.file, n: m.columns.length })}
      <span className={styles.columns}>
        {m.columns.map((c) => {
          const key = codeKey('column', c);
          return (
            <span key={c} className={styles.column}>
              {key ? `${t(key)}（${c}）` : c}
            </span>
          );
        })}
      </span>
      {all && <span className={styles.advice}>{t('calc.upload.notVtr.advice')}</span>}
    </span>
  );
}
