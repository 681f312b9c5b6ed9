/**
 * Realistic VAT numbers for the mock's seed data, with the check digits each country uses (the
 * algorithms of python-stdnum, domain-facts §B.4), so the console's validator accepts them. Mock data
 * only: the console validates numbers with a library, it never generates them.
 */

/** Luhn check digit of a digit string. */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** ISO 7064 Mod 11,10 check digit of the 8 leading digits of a German USt-IdNr. */
function mod1110CheckDigit(digits: string): number {
  let product = 10;
  for (const n of digits) {
    const sum = (Number(n) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10;
}

/** A deterministic digit source over `seed`. */
function digitsFrom(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number, first = 0) => {
    let out = '';
    for (let i = 0; i < n; i += 1) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const d = (x >>> 16) % 10;
      out += String(i === 0 && d < first ? first + (d % (10 - first)) : d);
    }
    return out;
  };
}

/** A VAT number of `country` (with its prefix) and the local tax number that goes with it, from `seed`. */
export function makeVatNumber(country: string, seed: number): { vatNumber: string; localTaxNumber: string } {
  const next = digitsFrom(seed * 7919 + country.charCodeAt(0) * 31 + country.charCodeAt(1));
  switch (country) {
    case 'GB': {
      // Weights 8…2 on the first 7 digits; the last two make the total ≡ 0 (mod 97).
      // First digit 1-8: the 9490001-9700000 and ≥ 9990001 ranges are not issued with the old check.
      const body = `${1 + (Number(next(1)) % 8)}${next(6)}`;
      const s = [8, 7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + w * Number(body[i]), 0);
      const check = (97 - (s % 97)) % 97;
      return { vatNumber: `GB${body}${String(check).padStart(2, '0')}`, localTaxNumber: '' };
    }
    case 'DE': {
      const body = next(8, 1);
      const steuernummer = `16/${next(3)}/${next(5)}`;
      return { vatNumber: `DE${body}${mod1110CheckDigit(body)}`, localTaxNumber: steuernummer };
    }
    case 'FR': {
      const eight = next(8, 1);
      const siren = `${eight}${luhnCheckDigit(eight)}`;
      const key = (Number(`${siren}12`) % 97).toString().padStart(2, '0');
      return { vatNumber: `FR${key}${siren}`, localTaxNumber: '' };
    }
    case 'IT': {
      // The matricola's first digit is 0–7 (the Agenzia's check, LIPE schema `DatoPI_Type` [0-7][0-9]{10}).
      const office = String(1 + (Number(next(2)) % 100)).padStart(3, '0');
      const ten = `${1 + (Number(next(1)) % 7)}${next(6)}${office}`;
      const number = `${ten}${luhnCheckDigit(ten)}`;
      return { vatNumber: `IT${number}`, localTaxNumber: number };
    }
    case 'ES': {
      const seven = next(7);
      const nif = `N${seven}${'JABCDEFGHI'[luhnCheckDigit(seven)]}`;
      return { vatNumber: `ES${nif}`, localTaxNumber: nif };
    }
    case 'PL': {
      for (;;) {
        const nine = next(9, 1);
        const check = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((acc, w, i) => acc + w * Number(nine[i]), 0) % 11;
        if (check !== 10) return { vatNumber: `PL${nine}${check}`, localTaxNumber: `${nine}${check}` };
      }
    }
    case 'CZ': {
      let seven = next(7, 1);
      if (seven[0] === '9') seven = `1${seven.slice(1)}`;
      const check = (11 - ([8, 7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + w * Number(seven[i]), 0) % 11)) % 11;
      const digit = (check || 1) % 10;
      return { vatNumber: `CZ${seven}${digit}`, localTaxNumber: `${seven}${digit}` };
    }
    default:
      throw new Error(`no VAT number generator for ${country}`);
  }
}
