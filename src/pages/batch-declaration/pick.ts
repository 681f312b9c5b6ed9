/**
 * The pick step's list call and the words of the batch declaration (the parts without React): the
 * two filters the list call does not know (`dueWithin` days, `mine`: `any` or an action) applied
 * here over every page of the filter, a declaration's label, a refusal and a failed call in words.
 */
import type { Refusal } from '@/core/declare/status';
import type { DeclareRow } from '@/core/declare/types';
import { dueWithin, fetchAllPages, needsMyAction, type BatchDeclareAction } from '@/core/batch/declaration';
import type { Translate } from '@/hooks/useT';
import { toFailure } from '@/request/errorHandler';
import type { AppRequestOptions, Paged } from '@/request/types';
import { listDeclarations, type DeclareListQuery } from '@/services/declare';
import '@/locales/areas/batch-declaration';

/** The list's filters: the list call's own, plus the two applied here (`dueWithin` days, `mine`: `any` or an action). */
export type PickQuery = DeclareListQuery & { dueWithin?: string; mine?: string };

/** The list call's query for the pick filters: every status of the chosen exact status, else the open ones. */
function serverQuery(q: PickQuery): DeclareListQuery {
  const { dueWithin: _d, mine: _m, page: _p, perPage: _pp, ...rest } = q;
  return { ...rest, status: rest.type !== undefined && rest.type !== '' ? 'all' : '0' };
}

/** Whether a row passes the two filters the list call does not know. */
function passesLocal(q: PickQuery, r: DeclareRow): boolean {
  if (q.dueWithin && !dueWithin(r, Number(q.dueWithin))) return false;
  if (q.mine && !needsMyAction(r, q.mine === 'any' ? '' : (q.mine as BatchDeclareAction))) return false;
  return true;
}

/** Every row of the filter (at most `SELECT_ALL_CAP`), whether the cap cut it, and the filter's total. */
export async function allOfFilter(q: PickQuery, opts?: AppRequestOptions) {
  const all = await fetchAllPages((page, perPage) => listDeclarations({ ...serverQuery(q), page, perPage }, opts));
  const rows = all.rows.filter((r) => passesLocal(q, r));
  return { rows, capped: all.capped, total: q.dueWithin || q.mine ? rows.length : all.total };
}

/** The pick list's call: the list call itself, or — with a local filter — every row filtered and paged here. */
export async function pickList(q: PickQuery, opts?: AppRequestOptions): Promise<Paged<DeclareRow>> {
  const page = q.page ?? 1;
  const perPage = q.perPage ?? 10;
  if (!q.dueWithin && !q.mine) return listDeclarations({ ...serverQuery(q), page, perPage }, opts);
  const { rows } = await allOfFilter(q, opts);
  return { list: rows.slice((page - 1) * perPage, page * perPage), total: rows.length, page, perPage };
}

/** A declaration as the results name it: company, VAT number, period. */
export function labelOf(r: DeclareRow): string {
  return `${r.companyName} ${r.vatNumber} ${r.periodStart}~${r.periodEnd}`;
}

/** A refusal of the table in words (its values may be locale keys themselves). */
export function refusalWords(t: Translate, r: Refusal): string {
  const values = Object.fromEntries(Object.entries(r.values).map(([k, v]) => [k, v.startsWith('declare.') ? t(v) : v]));
  return t(r.key, values);
}

/** The message of a failed call (the server's, else "无法连接服务器"-like). */
export function failureText(t: Translate, e: unknown): string {
  return toFailure(e)?.message || t('batchDecl.run.network');
}
