/**
 * The domestic return of an EU member state: lines by kind and rate (vat-engine.md "EU domestic
 * return"; `LineKind` in types.ts), each with the field of the national form where the engine knows
 * it (national.ts), the import VAT lines, the EC Sales List (figures/intra-eu.ts) and the totals:
 * output VAT = domestic + distance + acquisitions (+ postponed import VAT); input VAT =
 * acquisitions (Art. 168(c)) + import VAT reclaimed (Art. 168(e)) + postponed import VAT.
 * The country's own form (its boxes) is built from these lines by its pack's layout
 * (src/core/declare/layouts.ts).
 */
import { fmt2, roundCents } from '../../money';
import { nationalBox } from '../../national';
import type { CountryReturn, LineKind, ReturnLine } from '../../types';
import { figure, sameRows } from '../buckets';
import { lineVat } from '../conversion';
import type { Engine } from '../engine';
import { ecslLines } from '../figures/intra-eu';
import type { Bucket, ConvBucket } from '../rows';
import type { ImportVat } from './country';

/** Chinese labels of the line kinds. */
const LINE_LABELS: Record<LineKind, string> = {
  domestic: '境内销售销项税（按税率）',
  distance: '远程销售（未加入 OSS）',
  reverseCharge: '境内反向征收（买方缴税）',
  intraEuSupply: '欧盟内免税供货（含移库，见 EC Sales List）',
  acquisition: '欧盟内购进（移库入境，销项与进项同时计）',
  export: '出口（零税率）',
  marketplaceSupply: '向平台（视同供应商）的供货',
  importVatDeducted: '进口增值税抵扣（C79 / 进口税单）',
  postponedImportVat: '递延进口增值税',
};

/** The order of the lines of a return. */
const LINE_ORDER: LineKind[] = ['domestic', 'distance', 'reverseCharge', 'intraEuSupply', 'acquisition', 'export', 'marketplaceSupply'];

/** Whether a line kind carries a rate and output VAT (domestic, distance, acquisition); the others are VAT-free. */
function taxedKind(kind: string): boolean {
  return kind === 'domestic' || kind === 'distance' || kind === 'acquisition';
}

/** The converted buckets by kind in one pass (issue #25: seven passes over the buckets of 5,000 EC Sales List customers were a third of the result's time). */
function bucketsByKind(conv: ConvBucket[]): Map<string, ConvBucket[]> {
  const byKind = new Map<string, ConvBucket[]>();
  for (let x = 0; x < conv.length; x++) {
    const c = conv[x];
    const l = byKind.get(c.b.kind);
    if (l) l.push(c);
    else byKind.set(c.b.kind, [c]);
  }
  return byKind;
}

/** The buckets of one kind grouped by rate (one group '' for the VAT-free kinds), the rates from the highest. */
function groupsByRate(kind: LineKind, ofKind: ConvBucket[]): [string, ConvBucket[]][] {
  const rated = !(kind === 'intraEuSupply' || kind === 'export' || kind === 'reverseCharge' || kind === 'marketplaceSupply');
  const groups = new Map<string, ConvBucket[]>();
  if (!rated) groups.set('', ofKind);
  else {
    for (let x = 0; x < ofKind.length; x++) {
      const c = ofKind[x];
      const g = groups.get(c.b.rate);
      if (g) g.push(c);
      else groups.set(c.b.rate, [c]);
    }
  }
  const keys = [...groups.keys()].sort((p, q) => Number(q || 0) - Number(p || 0));
  return keys.map((k) => [k, groups.get(k) ?? []]);
}

/**
 * One line of kind `kind` at rate `k` ('' = none) from its buckets `g` (in the return currency
 * `cur`): the net, and the VAT — tax from the converted base for the taxed kinds (Art. 91;
 * conversion.ts lineVat), the buckets' VAT otherwise — with the national form's field.
 */
function lineOf(e: Engine, country: string, kind: LineKind, k: string, g: ConvBucket[], cur: string): { line: ReturnLine; vat: number } {
  // a bucket is its own part ({ refs, count }): no object per bucket
  const parts: Bucket[] = new Array<Bucket>(g.length);
  let net = 0;
  for (let i = 0; i < g.length; i++) {
    parts[i] = g[i].b;
    net += g[i].net;
  }
  const vat = taxedKind(kind) ? lineVat(g, k, kind, cur) : g.reduce((s, c) => s + c.vat, 0);
  const netF = figure(e, fmt2(net), parts);
  const line: ReturnLine = {
    kind,
    label: LINE_LABELS[kind],
    rate: k === '' ? null : k,
    net: netF,
    // the same rows as the net (the same buckets): copied, not gathered again
    vat: sameRows(fmt2(vat), netF),
  };
  const nb = nationalBox(country, kind, line.rate);
  if (nb) {
    line.box = nb.box;
    if (nb.note) line.note = nb.note;
  }
  return { line, vat };
}

/** Fills `ret` with the lines, the EC Sales List and the totals (see the module comment). */
export function euLines(e: Engine, ret: CountryReturn, conv: ConvBucket[], cur: string, x: ImportVat): void {
  const byKind = bucketsByKind(conv);
  const lines: ReturnLine[] = [];
  let outputVat = 0;
  let inputVat = 0;
  for (const kind of LINE_ORDER) {
    const ofKind = byKind.get(kind);
    if (!ofKind) continue;
    for (const [k, g] of groupsByRate(kind, ofKind)) {
      const { line, vat } = lineOf(e, ret.country, kind, k, g, cur);
      const vatR = roundCents(vat);
      if (taxedKind(kind)) outputVat += vatR;
      if (kind === 'acquisition') inputVat += vatR;
      lines.push(line);
    }
  }
  if (x.deduct) {
    inputVat += roundCents(x.deduct);
    lines.push({ kind: 'importVatDeducted', label: LINE_LABELS.importVatDeducted, rate: null, net: figure(e, '0.00', []), vat: figure(e, fmt2(x.deduct), []) });
  }
  if (x.deferVat || x.deferValue) {
    outputVat += roundCents(x.deferVat);
    inputVat += roundCents(x.deferVat);
    lines.push({ kind: 'postponedImportVat', label: LINE_LABELS.postponedImportVat, rate: null, net: figure(e, fmt2(x.deferValue), []), vat: figure(e, fmt2(x.deferVat), []) });
  }
  ret.lines = lines;
  ret.ecsl = ecslLines(e, byKind.get('intraEuSupply') ?? []);
  ret.totals = { outputVat: fmt2(outputVat), inputVat: fmt2(inputVat), payable: fmt2(outputVat - inputVat) };
}
