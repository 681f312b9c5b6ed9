/**
 * "标签与备注" of one VAT number (guarded, not in the menu; the VAT list's row action and the details
 * drawer lead here): the kit's WizardPage, one route per step, all rendering this page —
 * `/user/vat-tax/tag?id=` (step 1: tags, at most 5 of at most 10 characters, the record's current
 * tags prefilled), `/user/vat-tax/tag/note?id=` (step 2: person in charge ≤ 20 characters, note ≤ 500),
 * `/user/vat-tax/tag/preview?id=` (refuses to submit while a step is unfinished, links to it) and
 * `/user/vat-tax/tag/finished?id=`. Draft `{ type: 'vat-tax-tag', key: String(id) }`: restored at
 * the step left; submit = `POST /api/vat-tax/tag?id&tags`, then `POST /api/vat-tax/operator`; a
 * failed submit keeps the draft and the values.
 */
import { PageContainer, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { CountryLabel } from '@/components/CountrySelect';
import WizardPage from '@/components/WizardPage';
import { toAntdRule } from '@/core/rules';
import { rf } from '@/core/wizard';
import { VAT_TAX_NOTE_MAX, VAT_TAX_OPERATOR_MAX } from '@/core/vat-tax/types';
import { checkVatTaxNote, checkVatTaxOperator, checkVatTaxTags, normalizeTags } from '@/core/vat-tax/rules';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getVatTaxInfo, listAllVatTax, setVatTaxOperator, setVatTaxTags } from '@/services/vat-tax';
import { VatNumber } from '@/components/VatCells';
import { useIdParam } from '@/hooks/useIdParam';
import '@/locales/areas/vat-tax';

/** The wizard's values (the draft's `values`). */
interface TagNote {
  tags: string[];
  operator?: string;
  note?: string;
}

const LIST = '/user/vat-tax';

/** Saves the values: the tags (query call of the spec), then the person in charge and the note. */
async function submit(id: number, v: TagNote): Promise<void> {
  await setVatTaxTags(id, normalizeTags(v.tags));
  await setVatTaxOperator({ id, operator: (v.operator ?? '').trim(), note: (v.note ?? '').trim() });
}

/** A way back to the list (the finished page, the error states). */
function BackToList({ primary }: { primary?: boolean }) {
  const t = useT();
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => history.push(LIST)} data-testid="vat-tag-back">
      {t('vatTax.tag.back')}
    </Button>
  );
}

/** The wizard page. */
export default function VatTaxTagPage() {
  const t = useT();
  const id = useIdParam();
  const info = useApi(() => getVatTaxInfo(id!, { skipErrorMessage: true }), { ready: id !== undefined, refreshDeps: [id] });
  // Tags already in use on the user's numbers, offered besides typing new ones.
  const all = useApi(() => listAllVatTax(undefined, { skipErrorMessage: true }));
  const suggestions = [...new Set((all.data ?? []).flatMap((r) => r.tags))].map((tag) => ({ value: tag, label: tag }));

  if (id === undefined || info.error) {
    return (
      <PageContainer title={t('title.vatTax.tag')}>
        <div data-testid="vat-tag-error">
          <Result
            status="warning"
            title={id === undefined ? t('vatTax.tag.missingId') : t('vatTax.tag.loadFailed')}
            subTitle={id === undefined ? undefined : info.error?.message}
            extra={<BackToList primary />}
          />
        </div>
      </PageContainer>
    );
  }
  const d = info.data && info.data.id === id ? info.data : undefined;
  if (!d) {
    return (
      <PageContainer title={t('title.vatTax.tag')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageContainer>
    );
  }

  const record = (
    <Space size={8} wrap data-testid="vat-tag-record">
      <CountryLabel code={d.countryCode} />
      <VatNumber value={d.vatNumber} />
      <Typography.Text type="secondary">{d.companyName}</Typography.Text>
    </Space>
  );

  return (
    <WizardPage<TagNote>
      key={id}
      testId="vat-tag-wizard"
      draft={{ type: 'vat-tax-tag', key: String(id) }}
      initialValues={{ tags: d.tags, operator: d.operator, note: d.note }}
      content={record}
      steps={[
        {
          key: 'tags',
          path: '/user/vat-tax/tag',
          title: t('vatTax.tag.step.tags'),
          content: (
            <ProFormSelect
              name="tags"
              label={t('vatTax.tag.tags')}
              mode="tags"
              width="xl"
              options={suggestions}
              extra={t('vatTax.tag.tags.extra')}
              fieldProps={{ tokenSeparators: [',', '，'], placeholder: t('vatTax.tag.tags.placeholder') }}
              rules={[toAntdRule(checkVatTaxTags, t)]}
            />
          ),
          fields: [rf.list('tags', 'vatTax.tag.tags')],
        },
        {
          key: 'note',
          path: '/user/vat-tax/tag/note',
          title: t('vatTax.tag.step.note'),
          content: (
            <>
              <ProFormText
                name="operator"
                label={t('vatTax.tag.operator')}
                width="md"
                placeholder={t('vatTax.tag.operator.placeholder')}
                fieldProps={{ maxLength: VAT_TAX_OPERATOR_MAX, showCount: true }}
                rules={[toAntdRule(checkVatTaxOperator, t)]}
              />
              <ProFormTextArea
                name="note"
                label={t('vatTax.tag.note')}
                width="xl"
                placeholder={t('vatTax.tag.note.placeholder')}
                fieldProps={{ maxLength: VAT_TAX_NOTE_MAX, showCount: true, autoSize: { minRows: 4, maxRows: 10 } }}
                rules={[toAntdRule(checkVatTaxNote, t)]}
              />
            </>
          ),
          fields: [rf.text('operator', 'vatTax.tag.operator'), rf.text('note', 'vatTax.tag.note')],
        },
      ]}
      preview={{ path: '/user/vat-tax/tag/preview' }}
      finished={{
        path: '/user/vat-tax/tag/finished',
        title: t('vatTax.tag.finished.title'),
        subTitle: t('vatTax.tag.finished.subTitle', { vatNumber: d.vatNumber || d.countryCode }),
        extra: <BackToList primary />,
      }}
      onSubmit={(v) => submit(id, v)}
    />
  );
}
