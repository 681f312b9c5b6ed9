/**
 * What the EPR pages share (the overview, the wizard, the list; feature folder `epr`): the
 * wizard's values and their mapping to the submit body (spec §3 EPR draft) and back from a stored
 * registration, and "修改后重新提交" of a registration returned for correction.
 */
import { history, useModel } from '@umijs/max';
import { Button } from 'antd';
import { useState } from 'react';
import type { EprDetail, EprDraftBody } from '@/core/epr/api';
import { EPR_DRAFT_TYPE, EPR_SERVICE_KEYS, type EprServiceKey } from '@/core/epr/services';
import { EPR_WIZARD } from '@/core/epr/steps';
import { useT } from '@/hooks/useT';
import { getEprInfo } from '@/services/epr';
import { saveDraft } from '@/services/draft';
import '@/locales/areas/epr';

/**
 * The wizard's values (the draft): the chosen `services`, the kit's company fields (`companyName`,
 * `registerNumber` → `businessNo`, `companyAddress`, licence), `companyCity`, `enterpriseType`,
 * `isBoth`, the kit's legal-person fields (`legalIdCardType` → `legalCertType`, `legalName` →
 * `legalFullName`, document), one sub-object per service key (kept while a service is unticked, so
 * ticking it again restores it), and `registrationId` when correcting a returned registration.
 */
export interface EprWizardValues {
  services?: EprServiceKey[];
  companyName?: string;
  registerNumber?: string;
  companyAddress?: string;
  companyCity?: string;
  enterpriseType?: 1 | 2 | 3;
  isBoth?: 0 | 1;
  legalIdCardType?: 'idcard' | 'passport';
  legalName?: string;
  registrationId?: number;
  [key: string]: unknown;
}

/** Table lines without their row key (`id`), empty cells dropped; the API converts numbers typed as text. */
export function clean(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(clean);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([k, x]) => k !== 'id' && x !== '' && x !== null && x !== undefined)
        .map(([k, x]) => [k, clean(x)]),
    );
  }
  return typeof v === 'string' ? v.trim() : v;
}

/** The submit body (spec §3 "Compliance and EPR drafts") of the wizard's values; `clientId` for an agent's client. */
export function toDraftBody(v: EprWizardValues, clientId?: number): EprDraftBody {
  const body: Record<string, unknown> = {
    companyName: (v.companyName ?? '').trim(),
    businessNo: (v.registerNumber ?? '').trim().toUpperCase(),
    legalFullName: (v.legalName ?? '').trim(),
    legalCertType: v.legalIdCardType ?? 'idcard',
    companyCity: (v.companyCity ?? '').trim(),
    isBoth: v.isBoth ?? 1,
    enterpriseType: v.enterpriseType ?? 2,
  };
  for (const k of v.services ?? []) {
    const sub = clean(v[k] ?? {}) as Record<string, unknown>;
    // The date range picker keeps [start, end]; dates as YYYY-MM-DD (the step's dateFormatter is 'string').
    body[k] = sub;
  }
  if (clientId) body.clientId = clientId;
  return body as unknown as EprDraftBody;
}

let rowSeq = 0;
/** Adds row keys to every list of a sub-object (the editable tables need them). */
export function withRowIds(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, x]) => [k, Array.isArray(x) && x.every((r) => r && typeof r === 'object' && !Array.isArray(r)) ? x.map((r) => ({ id: `r${(rowSeq += 1)}`, ...(r as object) })) : x]),
  );
}

/** The wizard's values of a stored registration (a returned one being corrected). */
function fromDetail(d: EprDetail): EprWizardValues {
  return {
    services: [d.type],
    companyName: d.company.companyName,
    registerNumber: d.company.businessNo,
    companyCity: d.company.companyCity,
    enterpriseType: d.company.enterpriseType as 1 | 2 | 3,
    isBoth: d.company.isBoth,
    legalIdCardType: d.company.legalCertType === 'passport' ? 'passport' : 'idcard',
    legalName: d.company.legalFullName,
    [d.type]: withRowIds(d.values),
    registrationId: d.id,
  };
}

/** Whether `k` is one of the 14 keys (guards `?type=` of the overview's links). */
export const isServiceParam = (k: string | null): k is EprServiceKey => !!k && (EPR_SERVICE_KEYS as readonly string[]).includes(k);

/**
 * "修改后重新提交" of a registration returned for correction: its data become the wizard's draft
 * (every step finished; the documents are asked again), tagged with `registrationId` so the submit
 * is `POST /api/epr/update` of that registration; then the wizard opens (for an agent: on the client).
 */
export function ResubmitButton({ id, userId, size = 'small' }: { id: number; userId: number; size?: 'small' | 'middle' }) {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const d = await getEprInfo(id);
      const forClient = userId !== initialState?.currentUser?.id;
      await saveDraft({ type: EPR_DRAFT_TYPE, key: forClient ? String(userId) : undefined }, { values: fromDetail(d), finished: { company: false, legal: false, epr: true }, current: 'company' });
      const first = EPR_WIZARD.steps[0].path;
      history.push(forClient ? `${first}?client=${userId}` : first);
    } catch {
      // The request layer showed the failure; nothing changed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} type="primary" loading={busy} onClick={() => void open()} data-testid={`epr-resubmit-${id}`}>
      {t('epr.resubmit')}
    </Button>
  );
}
