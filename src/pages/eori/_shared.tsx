/**
 * What the EORI pages share (issue #23; feature folder `src/pages/eori`): the searchable SIC code
 * field, the English-text and date rules as antd rules, the check result's tag, and "修改后重新提交"
 * (a returned application reopened in its wizard through the wizard's draft).
 */
import { history } from '@umijs/max';
import { Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { FR_EORI_DRAFT_TYPE, FR_EORI_WIZARD, GB_EORI_DRAFT_TYPE, GB_EORI_WIZARD, searchSic, sicDescription, checkFoundDate } from '@/core/eori';
import { isBlankValue, toAntdRule, type RuleResult } from '@/core/rules';
import { checkEnglishText } from '@/core/rules/wizard';
import type { Translate } from '@/hooks/useT';
import { useT } from '@/hooks/useT';
import { saveDraft } from '@/services/draft';
import { eoriApplicationInfo, type EoriApplication, type EoriCheckResult } from '@/services/eori';
import '@/locales/areas/eori';

/** A date field's value (a dayjs object while editing, `YYYY-MM-DD` once formatted) as `YYYY-MM-DD`. */
export const dateText = (v: unknown): unknown => (v && typeof v === 'object' ? dayjs(v as dayjs.Dayjs).format('YYYY-MM-DD') : v);

/** Today, `YYYY-MM-DD` (local). */
export const todayText = () => dayjs().format('YYYY-MM-DD');

/** Rule of a required English text field (`requiredKey` when blank; Chinese characters refused). */
export function englishRule(t: Translate, requiredKey: string) {
  return toAntdRule((v): RuleResult => (isBlankValue(v) ? requiredKey : checkEnglishText(v) ? 'eori.rule.english' : null), t, { required: true });
}

/** Rule of a founding date: required, real, not in the future. */
export function foundDateRule(t: Translate) {
  return toAntdRule((v) => checkFoundDate(dateText(v), todayText()), t, { required: true });
}

/** The SIC code field (a Form.Item control): searchable by code, English or Chinese words; the value is the 5-digit code. */
export function SicField({ value, onChange, id }: { value?: string; onChange?: (v: string | undefined) => void; id?: string }) {
  const t = useT();
  const [q, setQ] = useState('');
  const options = useMemo(() => {
    const found = searchSic(q, 60);
    const current = value && sicDescription(value) && !found.some((s) => s.code === value) ? [{ code: value, description: sicDescription(value)! }] : [];
    return [...current, ...found].map((s) => ({ value: s.code, label: `${s.code} ${s.description}` }));
  }, [q, value]);
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value}
      onChange={(v) => onChange?.(v)}
      filterOption={false}
      onSearch={setQ}
      options={options}
      placeholder={t('eori.field.sicCode')}
      aria-label={t('eori.field.sicCode')}
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="eori-sic"
    />
  );
}

/** The tag of an EORI check's answer (`unavailable` is "暂时无法核验", never "无效"). */
export function CheckResultTag({ status }: { status: EoriCheckResult['status'] }) {
  const t = useT();
  const color = { valid: 'success', invalid: 'error', unavailable: 'warning', malformed: 'default' }[status];
  return (
    <Tag color={color} data-testid="eori-check-status" data-status={status}>
      {t(`eori.result.${status}`)}
    </Tag>
  );
}

/**
 * Reopens a returned application in its wizard: its values (with `applicationId`, so the submit
 * resubmits it) become the wizard's draft — the agent's client draft for a client's — and the
 * wizard opens at its first step.
 */
export async function resubmitApplication(app: EoriApplication, isOwn: boolean): Promise<void> {
  const info = await eoriApplicationInfo(app.id);
  const gb = app.country === 'GB';
  const def = gb ? GB_EORI_WIZARD : FR_EORI_WIZARD;
  const key = isOwn ? undefined : String(app.userId);
  await saveDraft({ type: gb ? GB_EORI_DRAFT_TYPE : FR_EORI_DRAFT_TYPE, key }, { values: { ...info.values, applicationId: app.id }, finished: {}, current: def.steps[0].key });
  history.push(`${def.steps[0].path}${isOwn ? '' : `?client=${app.userId}`}`);
}
