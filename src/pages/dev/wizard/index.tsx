/**
 * `/dev/wizard` (developer page, guarded, not in the menu): a two-step "VAT number tag and note"
 * wizard on {@link WizardPage}, the pattern the VAT records' tag editor will follow. Its submit is
 * local (no API call): it waits 300 ms and refuses a note containing "失败", so a failed submit can
 * be tried. Driven by tests/e2e/wizard.e2e.pending.ts.
 *
 * Routes (config/routes/dev.ts; all render this page):
 *   { path: '/dev/wizard', component: 'dev/wizard', title: 'title.devWizard', hideInMenu: true },
 *   { path: '/dev/wizard/note', component: 'dev/wizard', title: 'title.devWizard', hideInMenu: true },
 *   { path: '/dev/wizard/preview', component: 'dev/wizard', title: 'title.devWizard', hideInMenu: true },
 *   { path: '/dev/wizard/finished', component: 'dev/wizard', title: 'title.devWizard', hideInMenu: true },
 */
import { ProFormDatePicker, ProFormDependency, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import WizardPage from '@/components/WizardPage';
import { CALC_COUNTRIES } from '@/core/calc/model';
import { toAntdRule } from '@/core/rules';
import { checkVatNumber, VAT_NUMBER_EXAMPLES } from '@/core/rules/vat';
import { useT } from '@/hooks/useT';

/** Values of the demo: a VAT number with its country and tag code, then a note and a reminder date (`YYYY-MM-DD`). */
interface TagNote {
  country: string;
  vatNumber?: string;
  tag?: string;
  note?: string;
  remindAt?: string;
}

/** The demo's submit: 300 ms, refused when the note contains "失败". */
function submitDemo(v: TagNote): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => (v.note?.includes('失败') ? reject(new Error('演示：备注中含有“失败”，提交被拒绝')) : resolve()), 300);
  });
}

/** The demo wizard page. */
export default function DevWizardPage() {
  const t = useT();
  const tags = ['key', 'check', 'closed'].map((code) => ({ value: code, label: t(`dev.wizard.tag.${code}`) }));
  const tagLabel = (code?: string) => tags.find((x) => x.value === code)?.label;
  return (
    <WizardPage<TagNote>
      testId="dev-wizard"
      draft={{ type: 'dev-wizard' }}
      initialValues={{ country: 'GB' }}
      steps={[
        {
          key: 'tag',
          path: '/dev/wizard',
          title: t('dev.wizard.step.tag'),
          content: (
            <>
              <ProFormSelect name="country" label={t('dev.wizard.country')} options={CALC_COUNTRIES.map((c) => ({ value: c.key, label: `${c.text}（${c.key}）` }))} rules={[{ required: true }]} width="md" />
              <ProFormDependency name={['country']}>
                {({ country }) => (
                  <ProFormText
                    name="vatNumber"
                    label={t('dev.wizard.vatNumber')}
                    placeholder={VAT_NUMBER_EXAMPLES[country] ?? ''}
                    width="md"
                    rules={[toAntdRule((v) => checkVatNumber(country, v, { required: true }), t, { required: true })]}
                  />
                )}
              </ProFormDependency>
              <ProFormSelect name="tag" label={t('dev.wizard.tag')} options={tags} width="md" rules={[{ required: true, message: t('dev.wizard.tag.required') }]} />
            </>
          ),
          summary: (v) => [v.vatNumber, tagLabel(v.tag)].filter(Boolean).join(' · ') || '-',
        },
        {
          key: 'note',
          path: '/dev/wizard/note',
          title: t('dev.wizard.step.note'),
          content: (
            <>
              <ProFormTextArea name="note" label={t('dev.wizard.note')} fieldProps={{ maxLength: 200, showCount: true }} rules={[{ required: true, message: t('dev.wizard.note.required') }]} />
              <ProFormDatePicker name="remindAt" label={t('dev.wizard.remindAt')} />
            </>
          ),
          summary: (v) => [v.note, v.remindAt].filter(Boolean).join(' · ') || '-',
        },
      ]}
      preview={{ path: '/dev/wizard/preview' }}
      finished={{ path: '/dev/wizard/finished', extra: <Link to="/dev/wizard">{t('dev.wizard.again')}</Link> }}
      onSubmit={submitDemo}
    />
  );
}
