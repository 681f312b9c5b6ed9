/**
 * Working days by country, for payment due dates (issue #19 "Amounts and dates as the tax office
 * counts them"): a deadline that falls on a Saturday, a Sunday or a public holiday of the country
 * moves to the next working day.
 *
 * The calendars below are the official lists of public holidays, written as rules (fixed dates and
 * days counted from Easter Sunday, Gregorian computus) so that any year works. Checked 2026-11-24
 * against the official pages named per country and, for 2024–2030, against the `date-holidays`
 * 3.37.0 data set (npm; not a dependency: it pulls moment-timezone and 800 KB of data, and umi maps
 * `moment` to dayjs). Where the tax office serving a company established in China sits in a region
 * with its own holidays, that region's list is used: DE Berlin (Finanzamt Neukölln), ES Madrid (AEAT
 * Delegación Central de Grandes Contribuyentes / non-residents).
 * Legal basis of the shift: DE §108(3) AO; IT art. 18 D.Lgs. 241/1997 and art. 7(1)(h) DL 70/2011;
 * ES art. 30 Ley 39/2015; NL Algemene termijnenwet; SE lag (1930:173) om beräkning av lagstadgad tid
 * (Midsummer Eve, Christmas Eve and New Year's Eve count as holidays); FR, PL, CZ, AT, BE their
 * general rules on time limits. GB is NOT moved: HMRC wants cleared funds by the last working day
 * BEFORE a weekend or bank holiday unless paid by Faster Payments, which arrive the same day
 * (domain-facts §A.2); the guide says so in its note.
 */
import { addDays, dueDate, type Frequency, type Period } from '../vat-tax/periods';

/** Easter Sunday of `year` (`YYYY-MM-DD`), anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A country's holidays: fixed `MM-DD` dates and offsets in days from Easter Sunday, with the source. */
interface Calendar {
  fixed: string[];
  easter: number[];
  /** Extra dates depending on the year (moved holidays, new ones). */
  extra?: (year: number) => string[];
  source: string;
}

/** The Friday of 19–25 June (Swedish Midsummer Eve). */
function midsummerEve(year: number): string {
  for (let d = 19; d <= 25; d += 1) {
    const date = `${year}-06-${d}`;
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 5) return date;
  }
  return `${year}-06-19`;
}

/** Madrid: holidays moved from a Sunday to the Monday by the yearly decree (BOCM calendario laboral). */
const ES_MOVED: Record<number, string[]> = { 2026: ['2026-11-02', '2026-12-07'], 2027: ['2027-05-03'] };

/** Official holiday lists by country (national, or the tax office's region). */
export const CALENDARS: Readonly<Record<string, Calendar>> = {
  DE: { fixed: ['01-01', '03-08', '05-01', '10-03', '12-25', '12-26'], easter: [-2, 1, 39, 50], extra: (y) => (y === 2025 ? ['2025-05-08'] : []), source: 'Berliner Feiertagsgesetz §1 (berlin.de/sen/inneres, Frauentag 8 März seit 2019); Einigungsvertrag Art. 2 (3. Oktober)' },
  IT: { fixed: ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'], easter: [1], extra: (y) => (y >= 2026 ? [`${y}-10-04`] : []), source: 'Legge 260/1949 e successive modifiche (governo.it "Festività nazionali"); Legge 151/2025: 4 ottobre festa nazionale dal 2026' },
  FR: { fixed: ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'], easter: [1, 39, 50], source: 'Code du travail art. L3133-1 (service-public.fr "Jours fériés")' },
  ES: { fixed: ['01-01', '01-06', '05-01', '05-02', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'], easter: [-3, -2], extra: (y) => ES_MOVED[y] ?? [], source: 'Calendario laboral BOE (Resolución de la Dirección General de Trabajo) y Comunidad de Madrid (BOCM): a holiday on a Sunday is moved to the Monday by the yearly decree' },
  PL: { fixed: ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'], easter: [0, 1, 49, 60], extra: (y) => (y >= 2025 ? [`${y}-12-24`] : []), source: 'Ustawa o dniach wolnych od pracy (Dz.U. 1951 nr 4 poz. 28, z 2024 r. poz. 1965: Wigilia od 2025)' },
  CZ: { fixed: ['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'], easter: [-2, 1], source: 'Zákon č. 245/2000 Sb., o státních svátcích (mpsv.cz)' },
  NL: {
    fixed: ['01-01', '05-05', '12-25', '12-26'],
    easter: [-2, 1, 39, 50],
    // Koningsdag 27 April, the 26th when the 27th is a Sunday
    extra: (y) => [new Date(`${y}-04-27T12:00:00Z`).getUTCDay() === 0 ? `${y}-04-26` : `${y}-04-27`],
    source: 'Algemene termijnenwet art. 3 en Besluit van 1999 (wetten.overheid.nl; Goede Vrijdag gelijkgesteld)',
  },
  AT: { fixed: ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'], easter: [1, 39, 50, 60], source: 'Feiertagsruhegesetz 1957 §1 und Arbeitsruhegesetz §7 (ris.bka.gv.at)' },
  SE: { fixed: ['01-01', '01-06', '05-01', '06-06', '12-24', '12-25', '12-26', '12-31'], easter: [-2, 1, 39], extra: (y) => [midsummerEve(y)], source: 'Lag (1989:253) om allmänna helgdagar; lag (1930:173) om beräkning av lagstadgad tid (riksdagen.se)' },
  BE: { fixed: ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'], easter: [1, 39, 50], source: 'Arrêté royal du 18 avril 1974 (emploi.belgique.be "Jours fériés")' },
};

const cache = new Map<string, Set<string>>();

/** Public holidays of `country` in `year` as `YYYY-MM-DD` (empty for a country without a calendar here). */
export function publicHolidays(country: string, year: number): Set<string> {
  const key = `${country}:${year}`;
  let set = cache.get(key);
  if (!set) {
    const cal = CALENDARS[country];
    const easter = easterSunday(year);
    set = new Set(cal ? [...cal.fixed.map((md) => `${year}-${md}`), ...cal.easter.map((n) => addDays(easter, n)), ...(cal.extra?.(year) ?? [])] : []);
    cache.set(key, set);
  }
  return set;
}

/** Whether `date` (`YYYY-MM-DD`) is a working day in `country`: not a Saturday, a Sunday or one of its public holidays. */
export function isWorkingDay(country: string, date: string): boolean {
  const w = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (w === 0 || w === 6) return false;
  return !publicHolidays(country, Number(date.slice(0, 4))).has(date);
}

/** `date` itself when it is a working day in `country`, else the next working day (`YYYY-MM-DD`). */
export function nextWorkingDay(country: string, date: string): string {
  let d = date;
  for (let i = 0; i < 14 && !isWorkingDay(country, d); i += 1) d = addDays(d, 1);
  return d;
}

/**
 * The due date of a return's payment as the tax office counts it: the statutory date of
 * `dueDate()` (`src/core/vat-tax/periods.ts`), moved to the next working day of the country when it
 * falls on a weekend or public holiday — except GB (see the file docstring). `YYYY-MM-DD`.
 * @throws Error for a country `dueDate()` does not know.
 */
export function workingDueDate(country: string, period: Period, frequency: Frequency): string {
  const statutory = dueDate(country, period, frequency);
  return country === 'GB' ? statutory : nextWorkingDay(country, statutory);
}
