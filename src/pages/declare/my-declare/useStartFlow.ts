/**
 * The state of the declaration start flow (see index.tsx): the step of the URL, the chosen number and
 * period from the query (`vatTaxId`, `periodStart`) and `go` to another step with them, the draft
 * `{ type: 'declare-start' }` (restored on the first step when the URL holds no choice, updated with
 * every choice; the upload step's reports and import VAT kept in it), the records area's number,
 * periods and filing facts, the reports and which of them do not match the period, and `save`.
 */
import { history, useLocation } from '@umijs/max';
import { useEffect, useRef, useState } from 'react';
import type { ReadyReport, ReportItem } from '@/components/ReportUpload';
import { REPORT_FILE_STATUS } from '@/constants/report';
import { matchReportPeriod, type PeriodMatch } from '@/core/declare/period-match';
import { getToken } from '@/core/storage';
import { useApi } from '@/hooks/useApi';
import { useDraft } from '@/hooks/useDraft';
import { useQuery } from '@/hooks/useQuery';
import { saveDeclaration, startDeclareCalc } from '@/services/declare';
import { getVatTaxInfo, listAllVatTax, listVatTaxPeriods } from '@/services/vat-tax';

/** The first step's route. */
export const BASE = '/user/declare/my-declare';
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
/** The steps, one route each (the nil return is the upload step's alternative). */
type Step = 'choose' | 'company' | 'upload' | 'zero' | 'finished';
/** The import VAT to deduct: up to 13 digits and 2 decimals. */
export const DEDUCT_AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

function stepOf(path: string): Step {
  if (path.endsWith('/all-company-information/finished')) return 'finished';
  if (path.endsWith('/all-company-information')) return 'company';
  if (path.endsWith('/upload-data')) return 'upload';
  if (path.endsWith('/confirmZeroDeclaration')) return 'zero';
  return 'choose';
}

/** A report's first and last transaction date as the local check read them. */
const datesOf = (it?: ReportItem) => ({ from: it?.inspect?.files[0]?.period.from ?? undefined, to: it?.inspect?.files[0]?.period.to ?? undefined });

/** Everything the start flow's steps read and do (see the module comment). */
export function useStartFlow() {
  const { pathname } = useLocation();
  const step = stepOf(pathname);
  const [q] = useQuery();
  const vatTaxId = /^\d{1,9}$/.test(q.get('vatTaxId') ?? '') ? Number(q.get('vatTaxId')) : undefined;
  const periodStart = /^\d{4}-\d{2}-\d{2}$/.test(q.get('periodStart') ?? '') ? q.get('periodStart')! : undefined;
  const loggedIn = !!getToken();
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
    () => (vatTaxId ? listVatTaxPeriods({ id: vatTaxId, state: 'all', perPage: 100, order_by: '-periodStart' }) : Promise.resolve(undefined)),
    { ready: loggedIn, refreshDeps: [vatTaxId] },
  );
  const number = numbers.data?.find((n) => n.id === vatTaxId);
  // the record's filing frequency and UK stagger (the list's options carry neither; issue #20)
  const record = useApi(() => (vatTaxId ? getVatTaxInfo(vatTaxId, { skipErrorMessage: true }) : Promise.resolve(undefined)), { ready: loggedIn, refreshDeps: [vatTaxId] });
  const facts = record.data && record.data.id === vatTaxId ? record.data : undefined;
  const period = periods.data?.list.find((p) => p.periodStart === periodStart);
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
  const [saving, setSaving] = useState(false);

  /** Saves the declaration (a nil return, or the reports and import VAT), drops the draft, then the finished page or the engine's run. */
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

  return {
    pathname,
    step,
    loggedIn,
    vatTaxId,
    periodStart,
    go,
    restored,
    chooseAfresh,
    numbers,
    periods,
    number,
    facts,
    period,
    kept,
    removeKept: (key: string) => setKept((list) => list.filter((x) => x.key !== key)),
    setFresh,
    setItems,
    deduct,
    setDeduct,
    files,
    mismatches,
    blocked: mismatches.some((m) => m.match === 'outside'),
    saving,
    save,
  };
}

/** What {@link useStartFlow} gives the steps. */
export type StartFlow = ReturnType<typeof useStartFlow>;
