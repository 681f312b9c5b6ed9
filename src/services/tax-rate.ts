/**
 * Tax-rate lookup (spec §7 "a tax-rate lookup at a third-party host, GET, no payload, retried up to
 * 3 times"), through the third-party client `src/request/external.ts`.
 *
 * Host: {@link TAX_RATE_LOOKUP_URL} — `process.env.UMI_APP_TAX_RATE_URL` at build time (umi defines
 * `UMI_APP_*` variables), default `/third-party/vat-rates`, which the mock API serves so the
 * console works offline. When the lookup fails, the dated rates shipped with the engine
 * (`src/core/vat/rates.ts`) are used and the page says so ({@link fallbackNotice}).
 */
import { VAT_RATES } from '@/core/vat/rates';
import { externalClient, type ExternalClient } from '@/request/external';

/** URL of the third-party tax-rate service (see the module comment). */
export const TAX_RATE_LOOKUP_URL: string = process.env.UMI_APP_TAX_RATE_URL || '/third-party/vat-rates';

/** Current rates of one country: `standard` and `reduced` in percent (decimal strings, "20", "25.5"). */
export interface CountryRate {
  country: string;
  standard: string;
  reduced: string[];
}

/** Rates shown on the form: `source` names where they come from; `fallback` true when the built-in table is used. */
export interface TaxRates {
  rates: CountryRate[];
  updatedAt: string;
  source: string;
  fallback: boolean;
  /** Chinese reason of the lookup failure (only when `fallback`). */
  error?: string;
}

/** Newest date in the built-in table (the "as of" date of the fallback rates). */
export function builtInRatesDate(): string {
  return VAT_RATES.reduce((d, r) => (r.validFrom > d ? r.validFrom : d), '');
}

/** Rates valid on `date` (`YYYY-MM-DD`) from the engine's dated table. */
export function builtInRates(date = new Date().toISOString().slice(0, 10)): CountryRate[] {
  const by = new Map<string, CountryRate>();
  for (const r of VAT_RATES) {
    if ((r.validFrom && r.validFrom > date) || (r.validTo && r.validTo < date)) continue;
    const e = by.get(r.country) ?? { country: r.country, standard: '', reduced: [] };
    if (r.type === 'standard') e.standard = r.percent;
    else e.reduced.push(r.percent);
    by.set(r.country, e);
  }
  return [...by.values()].filter((r) => r.standard);
}

/** The notice shown when the built-in rates are used: "税率服务暂不可用，已使用系统内置的税率（截至 YYYY-MM-DD）". */
export function fallbackNotice(asOf = builtInRatesDate()): string {
  return `税率服务暂不可用，已使用系统内置的税率（截至 ${asOf}）`;
}

function isRates(v: unknown): v is { rates: CountryRate[]; updatedAt?: string; source?: string } {
  const o = v as { rates?: unknown };
  return !!o && Array.isArray(o.rates) && o.rates.every((r: CountryRate) => r && typeof r.country === 'string' && typeof r.standard === 'string');
}

/**
 * Looks up the current VAT rates (GET, 3 retries). Never rejects: on any failure (timeout, HTTP
 * error, unreadable answer) resolves with the built-in rates, `fallback: true` and the reason.
 */
export async function fetchTaxRates(client: ExternalClient = externalClient, url = TAX_RATE_LOOKUP_URL): Promise<TaxRates> {
  try {
    const data = await client.get<unknown>(url);
    if (!isRates(data)) throw new Error('第三方服务返回的数据无法解析');
    return {
      rates: data.rates.map((r) => ({ country: r.country, standard: r.standard, reduced: Array.isArray(r.reduced) ? r.reduced : [] })),
      updatedAt: data.updatedAt ?? '',
      source: data.source ?? url,
      fallback: false,
    };
  } catch (e) {
    return { rates: builtInRates(), updatedAt: builtInRatesDate(), source: '系统内置税率表', fallback: true, error: (e as Error).message };
  }
}
