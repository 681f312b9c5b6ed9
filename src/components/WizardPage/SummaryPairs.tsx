/**
 * A wizard step's summary on the preview page (`WizardStepPart.summary`): one row per field, its label
 * the locale key `<prefix><field>` and its value as the user reads it — an empty value (`undefined`,
 * `null`, `''`) as `-`; a list of uploaded files (`{ name }[]`) as their names joined by 、; `true` /
 * `false` as the `yesNo` locale keys when given; anything else as text.
 */
import { Descriptions } from 'antd';
import { useT } from '@/hooks/useT';

/** Props of {@link SummaryPairs}. */
export interface SummaryPairsProps {
  /** Locale key prefix of the labels, e.g. `eori.field.`. */
  prefix: string;
  /** `[field, value]` rows, in order. */
  rows: [string, unknown][];
  /** Locale keys of "yes" and "no" for boolean values (without them a boolean shows as text). */
  yesNo?: [string, string];
}

/** The summary rows. */
export default function SummaryPairs({ prefix, rows, yesNo }: SummaryPairsProps) {
  const t = useT();
  const text = (v: unknown): string => {
    if (v === undefined || v === null || v === '') return '-';
    if (typeof v === 'boolean' && yesNo) return t(v ? yesNo[0] : yesNo[1]);
    if (Array.isArray(v)) return v.map((f: { name?: string }) => f?.name ?? '').filter(Boolean).join('、') || '-';
    return String(v);
  };
  return (
    <Descriptions size="small" column={1}>
      {rows.map(([k, v]) => (
        <Descriptions.Item key={k} label={t(`${prefix}${k}`)}>
          {text(v)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
