/**
 * The start of a period's declaration (spec §2; issue #11), one URL per step, all this component:
 *
 * 1. `/user/declare/my-declare` (guarded) and `/my-declare/choose-the-country` (open): the VAT number
 *    (country) and the period, with its frequency and due date from the records area;
 * 2. `/my-declare/all-company-information` (open): the company information the return needs;
 * 3. `/my-declare/upload-data` (guarded): the period's Amazon VAT Transactions Reports (the report
 *    upload component) and the declare basic data of spec §3 (import VAT to deduct), then the
 *    engine runs (`/user/declare/begins-to-calculate?id=`); or
 * 3'. `/my-declare/begins-to-calculate/confirmZeroDeclaration` (open): an explicit nil return;
 * 4. `/user/declare/all-company-information/finished` (guarded): what was saved and what comes next.
 *
 * The chosen number and period travel in the query (`vatTaxId`, `periodStart`), so each step's URL
 * can be opened on its own, and are kept in a draft `{ type: 'declare-start' }` (`/api/draft`, the
 * wizard kit's store): coming back to `/user/declare/my-declare` without a choice in the URL restores
 * the last one (with a way to choose afresh); the draft goes when the declaration is saved. The
 * upload step keeps its uploaded reports (stored key, name, size, digests and the transaction dates
 * the local check read) and the import VAT in the same draft, so a reload shows them again (issue
 * #19 "nothing lost on reload"), and says at once when a report's dates do not match the period
 * (`matchReportPeriod`; a report wholly outside it must be removed before calculating). An open
 * step opened by a guest explains itself and offers login. Not on WizardPage: see
 * docs/areas/declare.md.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Descriptions, Form, Input, List, Result, Select, Space, Steps, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CountryLabel } from '@/components/CountrySelect';
import ReportUpload, { type ReadyReport, type ReportItem } from '@/components/ReportUpload';
import { REPORT_FILE_STATUS } from '@/constants/report';
import dayjs from 'dayjs';
import { periodReadiness } from '@/core/declare/checks';
import { matchReportPeriod, type PeriodMatch } from '@/core/declare/period-match';
import { getToken } from '@/core/storage';
import { buildLoginPath } from '@/core/utils/redirect';
import { useApi } from '@/hooks/useApi';
import { useIdParam } from '@/hooks/useIdParam';
import { useDraft } from '@/hooks/useDraft';
import { useQuery } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { saveDeclaration, startDeclareCalc } from '@/services/declare';
import { getVatTaxInfo, listAllVatTax, listVatTaxPeriods } from '@/services/vat-tax';
import '@/locales/areas/declare';
import '@/locales/areas/calc';

const BASE = '/user/declare/my-declare';
/** The start flow's draft: the chosen number and period (JSON of `/api/draft`). */
const DRAFT = { type: 'declare-start' } as const;
interface StartDraft {
  vatTaxId?: number;
  periodStart?: string;
  /** The upload step's reports (only when there are some). */
  files?: KeptReport[];
  /** The import VAT to deduct as typed (only when typed). */
  deduct?: string;
}
/** An uploaded report kept in the draft: the stored file and its first/last transaction date (`YYYY-MM-DD`, from the local check). */
interface KeptReport extends ReadyReport {
  from?: string;
  to?: string;
}
type Step = 'choose' | 'company' | 'upload' | 'zero' | 'finished';

function stepOf(path: string): Step {
  if (path.endsWith('/all-company-information/finished')) return 'finished';
  if (path.endsWith('/all-company-information')) return 'company';
  if (path.endsWith('/upload-data')) return 'upload';
  if (path.endsWith('/confirmZeroDeclaration')) return 'zero';
  return 'choose';
}

/** The start flow. */
export default function MyDeclarePage() {
  const t = useT();
  const { pathname, search } = useLocation();
  const step = stepOf(pathname);
  const [q] = useQuery();
  // The saved declaration's `?id=` of the finished step (the one `?id=` parser).
  const savedId = useIdParam();
  const vatTaxId = /^\d{1,9}$/.test(q.get('vatTaxId') ?? '') ? Number(q.get('vatTaxId')) : undefined;
  const periodStart = /^\d{4}-\d{2}-\d{2}$/.test(q.get('periodStart') ?? '') ? q.get('periodStart')! : undefined;
  const loggedIn = !!getToken();
  const open =
    !pathname.startsWith(`${BASE}/upload-data`) &&
    pathname !== BASE &&
    !pathname.startsWith('/user/declare/all-company-information');
  const go = (path: string, extra: Record<string, string | number | undefined> = {}) => {
    const p = new URLSearchParams();
    const all = { vatTaxId, periodStart, ...extra };
    Object.entries(all).forEach(([k, v]) => v !== undefined && p.set(k, String(v)));
    history.push(`${path}?${p.toString()}`);
  };

  // The draft: restored on the first step when the URL holds no choice, updated with every choice.
  const draft = useDraft<StartDraft>(DRAFT, { enabled: loggedIn });
  /** Reports restored from the draft (shown above the upload, each removable). */
  const [kept, setKept] = useState<KeptReport[]>([]);
  /** Reports uploaded on this visit, and every chosen file's state (for its dates before the upload ends). */
  const [fresh, setFresh] = useState<ReadyReport[]>([]);
  const [items, setItems] = useState<ReportItem[]>([]);
  const [deduct, setDeduct] = useState('');
  /** The draft's reports were taken over (before, saving would drop them). */
  const [filesReady, setFilesReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const restoreTried = useRef(false);
  useEffect(() => {
    if (!loggedIn || draft.loading || restoreTried.current) return;
    restoreTried.current = true;
    const d = draft.data;
    if (d && d.vatTaxId === vatTaxId && d.periodStart === periodStart) {
      setKept(Array.isArray(d.files) ? d.files.filter((f) => f && typeof f.key === 'string' && typeof f.name === 'string' && typeof f.size === 'number') : []);
      setDeduct(typeof d.deduct === 'string' ? d.deduct : '');
    }
    setFilesReady(true);
    if (step === 'choose' && !vatTaxId && d?.vatTaxId) {
      setRestored(true);
      const p = new URLSearchParams({ vatTaxId: String(d.vatTaxId), ...(d.periodStart ? { periodStart: d.periodStart } : {}) });
      history.replace(`${pathname}?${p.toString()}`);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.loading]);
  useEffect(() => {
    if (!loggedIn || draft.loading || !restoreTried.current || !vatTaxId) return;
    if (draft.data?.vatTaxId === vatTaxId && draft.data?.periodStart === periodStart) return;
    draft.update({ vatTaxId, periodStart });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vatTaxId, periodStart, draft.loading]);
  const chooseAfresh = async () => {
    setRestored(false);
    await draft.remove();
    history.replace(pathname);
  };

  const numbers = useApi(() => listAllVatTax({ status: 3 }), { ready: loggedIn });
  const periods = useApi(
    () =>
      vatTaxId
        ? listVatTaxPeriods({ id: vatTaxId, state: 'all', perPage: 100, order_by: '-periodStart' })
        : Promise.resolve(undefined),
    { ready: loggedIn, refreshDeps: [vatTaxId] },
  );
  const number = numbers.data?.find((n) => n.id === vatTaxId);
  // the record's filing frequency and UK stagger (the list's options carry neither; issue #20)
  const record = useApi(() => (vatTaxId ? getVatTaxInfo(vatTaxId, { skipErrorMessage: true }) : Promise.resolve(undefined)), { ready: loggedIn, refreshDeps: [vatTaxId] });
  const facts = record.data && record.data.id === vatTaxId ? record.data : undefined;
  const period = periods.data?.list.find((p) => p.periodStart === periodStart);
  // An unended period can be prepared, not filed (issue #19; the transition table refuses generate/submit).
  const today = dayjs().format('YYYY-MM-DD');
  const datesOf = (it?: ReportItem) => ({ from: it?.inspect?.files[0]?.period.from ?? undefined, to: it?.inspect?.files[0]?.period.to ?? undefined });
  const files: KeptReport[] = [
    ...kept,
    ...fresh.filter((f) => !kept.some((k) => k.key === f.key)).map((f) => ({ ...f, ...datesOf(items.find((it) => it.key === f.key)) })),
  ];
  const filesKey = JSON.stringify(files);
  // Keep the upload step's reports and import VAT in the draft (a reload shows them again).
  useEffect(() => {
    if (step !== 'upload' || !loggedIn || !filesReady || !vatTaxId || !periodStart) return;
    const next: StartDraft = { vatTaxId, periodStart, ...(files.length ? { files } : {}), ...(deduct ? { deduct } : {}) };
    if (JSON.stringify(next) !== JSON.stringify(draft.data ?? {})) draft.update(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filesKey, deduct, filesReady]);
  // Reports whose dates do not match the period: every chosen file (said at once, before its upload ends) and the kept ones.
  const mismatches: { name: string; from: string; to: string; match: PeriodMatch }[] = [];
  if (period) {
    const range = { from: period.periodStart, to: period.periodEnd };
    const dated = [
      ...kept.map((k) => ({ name: k.name, from: k.from, to: k.to })),
      ...items.filter((it) => it.status !== REPORT_FILE_STATUS.FAILED && !kept.some((k) => k.key && k.key === it.key)).map((it) => ({ name: it.name, ...datesOf(it) })),
    ];
    for (const f of dated) {
      const match = matchReportPeriod(f, range);
      if (match === 'outside' || match === 'partial') mismatches.push({ name: f.name, from: f.from ?? f.to ?? '', to: f.to ?? f.from ?? '', match });
    }
  }
  const blocked = mismatches.some((m) => m.match === 'outside');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);

  const guest = (
    <Result
      status="info"
      title={t(`declare.start.guest.${step}`)}
      subTitle={t('declare.start.guest.hint')}
      extra={
        <Button
          type="primary"
          onClick={() => history.push(buildLoginPath(`${pathname}${search}`))}
          data-testid="declare-login"
        >
          {t('declare.start.login')}
        </Button>
      }
    />
  );

  const current = { choose: 0, company: 1, upload: 2, zero: 2, finished: 3 }[step];
  // Issue #20: the period list follows the VAT record's filing frequency (and the UK stagger); say so.
  const frequencyText =
    facts &&
    t('calc.freq.fromRecord', {
      frequency: `${t(`calc.freq.${facts.frequency}`)}${facts.countryCode === 'GB' && facts.frequency === 'quarterly' ? ` · ${t('calc.freq.stagger', { n: facts.stagger ?? 1 })}` : ''}`,
      vatNumber: facts.vatNumber,
    });
  const summary = number && period && (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="declare-choice">
      <Descriptions.Item label={t('declare.col.country')}>
        <CountryLabel code={number.countryCode} />
      </Descriptions.Item>
      <Descriptions.Item label={t('declare.col.vatNumber')}>{number.vatNumber}</Descriptions.Item>
      <Descriptions.Item label={t('declare.col.company')}>{number.companyName}</Descriptions.Item>
      <Descriptions.Item
        label={t('declare.col.period')}
      >{`${period.periodStart} ~ ${period.periodEnd}`}</Descriptions.Item>
      <Descriptions.Item label={t('declare.col.due')}>{period.dueDate}</Descriptions.Item>
      <Descriptions.Item label={t('declare.col.currency')}>{period.currency}</Descriptions.Item>
      <Descriptions.Item label={t('calc.freq.label')} span={3}>
        <span data-testid="declare-frequency">{frequencyText}</span>
      </Descriptions.Item>
    </Descriptions>
  );
  const missing = !summary && step !== 'choose' && step !== 'finished' && (
    <Alert
      type="warning"
      showIcon
      message={t('declare.start.missing')}
      action={<Button onClick={() => go(BASE)}>{t('declare.start.toChoose')}</Button>}
    />
  );

  const save = async (zero: boolean) => {
    if (!vatTaxId || !periodStart) return;
    setSaving(true);
    try {
      const deducts = deduct.trim() ? [{ key: 'import', amount: deduct.trim() }] : [];
      const row = await saveDeclaration({
        vatTaxId,
        periodStart,
        isZeroDeclare: zero,
        saleFiles: zero ? [] : files.map(({ key, name, size }) => ({ key, name, size })),
        isDeduct: deducts.length > 0,
        deducts,
      });
      await draft.remove();
      if (zero) go('/user/declare/all-company-information/finished', { id: row.id });
      else {
        await startDeclareCalc(row.id);
        history.push(`/user/declare/begins-to-calculate?id=${row.id}`);
      }
    } catch {
      /* shown by the request layer; the choices stay */
    } finally {
      setSaving(false);
    }
  };

  const body = (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Steps
        current={current}
        items={['choose', 'company', 'upload', 'finished'].map((s) => ({ title: t(`declare.start.step.${s}`) }))}
      />
      {step === 'choose' && (
        <ProCard title={t('declare.start.step.choose')}>
          {restored && vatTaxId && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={t('declare.start.restored')}
              action={
                <Button size="small" onClick={chooseAfresh} data-testid="declare-afresh">
                  {t('declare.start.afresh')}
                </Button>
              }
              data-testid="declare-restored"
            />
          )}
          <Form layout="vertical" style={{ maxWidth: 560 }}>
            <Form.Item label={t('declare.col.vatNumber')} required>
              <div data-testid="declare-vat">
                <Select
                  showSearch
                  loading={numbers.loading}
                  value={vatTaxId}
                  placeholder={t('declare.start.vat.placeholder')}
                  optionFilterProp="label"
                  options={(numbers.data ?? [])
                    .filter((n) => n.vatNumber)
                    .map((n) => ({ value: n.id, label: `${n.vatNumber} · ${n.companyName}` }))}
                  onChange={(v) => go(pathname, { vatTaxId: v, periodStart: undefined })}
                  notFoundContent={t('declare.start.vat.none')}
                />
              </div>
            </Form.Item>
            <Form.Item
              label={t('declare.col.period')}
              required
              extra={
                <>
                  {t('declare.start.period.help')}
                  {frequencyText && (
                    <div data-testid="declare-choose-frequency">
                      {t('calc.freq.label')}：{frequencyText}
                    </div>
                  )}
                </>
              }
            >
              <div data-testid="declare-period">
                <Select
                  loading={periods.loading}
                  // while the number's periods load, the spinner (not a restored period's bare start date)
                  value={periods.loading ? undefined : periodStart}
                  disabled={!vatTaxId}
                  placeholder={t('declare.start.period.placeholder')}
                  options={(periods.data?.list ?? [])
                    .filter((p) => p.state !== 'filed')
                    .map((p) => ({
                      value: p.periodStart,
                      label: `${p.periodStart} ~ ${p.periodEnd}（${t('declare.start.period.due', { date: p.dueDate })}${p.state === 'overdue' ? `，${t('declare.start.period.overdue')}` : ''}${periodReadiness(p.periodEnd, today) === 'notEnded' ? `，${t('declare.start.period.notEndedTag')}` : ''}）`,
                    }))}
                  onChange={(v) => go(pathname, { periodStart: v })}
                />
              </div>
            </Form.Item>
            {period && periodReadiness(period.periodEnd, today) === 'notEnded' && (
              <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('declare.start.period.notEnded', { end: period.periodEnd })} data-testid="declare-period-not-ended" />
            )}
            <Button
              type="primary"
              disabled={!vatTaxId || !periodStart}
              onClick={() => go(`${BASE}/all-company-information`)}
              data-testid="declare-next"
            >
              {t('declare.start.next')}
            </Button>
          </Form>
        </ProCard>
      )}
      {step === 'company' && (
        <ProCard title={t('declare.start.step.company')}>
          {missing || (
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {summary}
              <Typography.Text type="secondary">{t('declare.start.company.hint')}</Typography.Text>
              <Checkbox
                checked={checked}
                onChange={(e) => setChecked(e.target.checked)}
                data-testid="declare-company-ok"
              >
                {t('declare.start.company.ok')}
              </Checkbox>
              <Space>
                <Button onClick={() => go(BASE)}>{t('declare.start.prev')}</Button>
                <Button
                  type="primary"
                  disabled={!checked}
                  onClick={() => go(`${BASE}/upload-data`)}
                  data-testid="declare-to-upload"
                >
                  {t('declare.start.toUpload')}
                </Button>
                <Button
                  disabled={!checked}
                  onClick={() => go(`${BASE}/begins-to-calculate/confirmZeroDeclaration`)}
                  data-testid="declare-to-zero"
                >
                  {t('declare.start.toZero')}
                </Button>
              </Space>
            </Space>
          )}
        </ProCard>
      )}
      {step === 'upload' && (
        <ProCard title={t('declare.start.step.upload')}>
          {missing || (
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {summary}
              <Alert
                type="info"
                showIcon
                message={t('declare.start.upload.hint')}
                action={
                  <Button
                    onClick={() => history.push('/user/declare/begins-to-calculate/download-the-report-tutorial')}
                  >
                    {t('declare.start.tutorial')}
                  </Button>
                }
              />
              {kept.length > 0 && (
                <List
                  size="small"
                  bordered
                  header={t('declare.start.kept.title')}
                  dataSource={kept}
                  data-testid="declare-kept"
                  renderItem={(k) => (
                    <List.Item
                      data-testid="declare-kept-file"
                      data-name={k.name}
                      actions={[
                        <Button key="rm" size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('declare.start.kept.remove', { name: k.name })} onClick={() => setKept((list) => list.filter((x) => x.key !== k.key))} />,
                      ]}
                    >
                      <Space wrap>
                        <Typography.Text strong>{k.name}</Typography.Text>
                        <Tag color="success">{t('declare.start.kept.uploaded')}</Tag>
                        {k.from && <Typography.Text type="secondary">{t('declare.start.kept.dates', { from: k.from, to: k.to ?? k.from })}</Typography.Text>}
                      </Space>
                    </List.Item>
                  )}
                />
              )}
              <ReportUpload onChange={setFresh} onItemsChange={setItems} />
              {period && mismatches.length > 0 && (
                <Alert
                  type={blocked ? 'error' : 'warning'}
                  showIcon
                  message={t(blocked ? 'declare.start.mismatch.blockTitle' : 'declare.start.mismatch.title')}
                  description={mismatches.map((m, i) => (
                    <div key={i}>
                      {t(`declare.start.mismatch.${m.match}`, { name: m.name, from: m.from, to: m.to, start: period.periodStart, end: period.periodEnd })}
                    </div>
                  ))}
                  data-testid="declare-period-mismatch"
                  data-blocked={blocked ? 'true' : 'false'}
                />
              )}
              <Form layout="vertical" style={{ maxWidth: 360 }}>
                <Form.Item
                  label={t('declare.start.deduct', { currency: period?.currency ?? '' })}
                  extra={t('declare.start.deduct.help')}
                  validateStatus={deduct && !/^\d{1,13}(\.\d{1,2})?$/.test(deduct) ? 'error' : undefined}
                >
                  <Input
                    value={deduct}
                    onChange={(e) => setDeduct(e.target.value)}
                    inputMode="decimal"
                    data-testid="declare-deduct"
                  />
                </Form.Item>
              </Form>
              <Space>
                <Button onClick={() => go(`${BASE}/all-company-information`)}>{t('declare.start.prev')}</Button>
                <Button
                  type="primary"
                  loading={saving}
                  disabled={!files.length || blocked || (!!deduct && !/^\d{1,13}(\.\d{1,2})?$/.test(deduct))}
                  onClick={() => save(false)}
                  data-testid="declare-calc"
                >
                  {t('declare.start.calc')}
                </Button>
              </Space>
            </Space>
          )}
        </ProCard>
      )}
      {step === 'zero' && (
        <ProCard title={t('declare.start.zero.title')}>
          {missing || (
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              {summary}
              <Alert
                type="warning"
                showIcon
                message={t('declare.start.zero.warn')}
                description={t('declare.start.zero.desc')}
              />
              <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} data-testid="declare-zero-ok">
                {t('declare.start.zero.ok')}
              </Checkbox>
              <Space>
                <Button onClick={() => go(`${BASE}/all-company-information`)}>{t('declare.start.prev')}</Button>
                <Button
                  type="primary"
                  danger
                  loading={saving}
                  disabled={!checked}
                  onClick={() => save(true)}
                  data-testid="declare-zero-confirm"
                >
                  {t('declare.start.zero.confirm')}
                </Button>
              </Space>
            </Space>
          )}
        </ProCard>
      )}
      {step === 'finished' && (
        <Result
          status="success"
          title={t('declare.start.finished')}
          subTitle={t('declare.start.finished.next')}
          extra={[
            <Button
              key="view"
              type="primary"
              onClick={() => history.push(`/user/declare/view-data?id=${savedId ?? ''}`)}
              data-testid="declare-finished-view"
            >
              {t('declare.action.view')}
            </Button>,
            <Button key="list" onClick={() => history.push('/user/declare')}>
              {t('declare.back')}
            </Button>,
          ]}
        />
      )}
    </Space>
  );

  if (open && !pathname.startsWith('/user/declare/all-company-information')) {
    return (
      <div style={{ maxWidth: 1080, margin: '0 auto', padding: 24 }}>
        <Typography.Title level={3}>{t('title.declare.start')}</Typography.Title>
        {loggedIn ? body : guest}
      </div>
    );
  }
  return <PageContainer title={t(step === 'finished' ? 'title.declare.finished' : 'title.declare.start')}>{body}</PageContainer>;
}
