/**
 * Issue #33 "a mock that never invents", across every lookup the mock answers: a name (and an
 * address) comes only from seed data; anything the seed does not know is answered without one, and
 * nothing invented is stored as a company's name. The OCR reads only files of its seeded sample
 * table; any other file says it could not recognise it.
 *
 * Lookups: the VAT lookup (`POST /api/lookup/vat-check`) and monitoring's 公司名称（预期）, the VAT
 * service wizard's one-number check (`GET /api/vat-tax/vat-check`) with GB MTD info and FR number
 * info, the EORI check (`POST /api/eori/check`). The other-country page checks in the browser only
 * (stdnum), with no name at all.
 */
import fs from 'fs';
import path from 'path';
import commonRoutes from '../../../mock/common';
import eoriRoutes from '../../../mock/eori';
import lookupRoutes from '../../../mock/lookup';
import vatServiceRoutes from '../../../mock/vat-service';
import { db, issueToken, resetStore } from '../../../mock/_store';
import { companyRegistry } from '../../../mock/_store/common-data';
import { lookupStore } from '../../../mock/_store/lookup';
import { md5Of, ocrTable } from '../../../mock/_store/ocr';
import { vatTaxStore } from '../../../mock/_store/vat-tax';
import { makeVatNumber } from '../../../mock/_store/vat-numbers';
import { isValidIdCard } from '@/core/china-ids';
import { callRoute, type MockCallInput } from '../helpers/mock-call';

const routes = { ...commonRoutes, ...eoriRoutes, ...lookupRoutes, ...vatServiceRoutes } as unknown as Record<string, unknown>;
const call = (r: string, input: MockCallInput = {}) => callRoute(routes, r, input);
let seller: string;

beforeEach(() => {
  resetStore();
  seller = issueToken(1);
});

/** Every name the seed data holds (the lookup's register, the users' VAT records, the company registry, the seeded watch-list). */
function seededNames(): Set<string> {
  return new Set(
    [
      ...[...lookupStore().register.values()].map((r) => r.name ?? ''),
      ...vatTaxStore().numbers.map((r) => r.companyName),
      ...db().users.map((u) => u.company ?? ''),
      ...companyRegistry().map((c) => c.companyName),
      ...lookupStore().watch.map((w) => w.companyName),
      ...lookupStore().watch.map((w) => w.lastGood?.name ?? ''),
    ].filter(Boolean),
  );
}

/** Check-digit-valid numbers of `country` the register does not know and the test-service convention does not read. */
function unknownNumbers(country: string, n = 3): string[] {
  return [9101, 9102, 9103, 9104, 9105, 9106, 9107, 9108]
    .map((seed) => makeVatNumber(country, seed).vatNumber)
    .filter((v) => !lookupStore().register.has(v) && !/(100|20[012]|30[012]|40[01]|50[01]|60[01]|404|429|700)(B\d{2})?$/.test(v))
    .slice(0, n);
}

describe('no lookup invents a name', () => {
  it('the VAT lookup answers unknown numbers of every country without a name or an address, and every name it gives is seed data', async () => {
    const known = vatTaxStore().numbers.filter((r) => r.vatNumber && r.status !== 5 && !r.vatNumber.startsWith('DE')).slice(0, 4).map((r) => r.vatNumber);
    const unknown = ['FR', 'PL', 'IT', 'ES', 'CZ', 'GB'].flatMap((c) => unknownNumbers(c, 2));
    const r = (await call('POST /api/lookup/vat-check', { token: seller, body: { numbers: [...known, ...unknown] } })).body.data.results as { vatNumber: string; kind: string; name: string | null; address: string | null }[];
    const names = seededNames();
    for (const x of r.filter((y) => unknown.includes(y.vatNumber))) expect([x.vatNumber, x.kind, x.name, x.address]).toEqual([x.vatNumber, 'valid', null, null]);
    const given = r.filter((x) => x.name).map((x) => x.name!);
    expect(given.length).toBeGreaterThan(0);
    for (const name of given) expect(names.has(name)).toBe(true);
  });

  it('monitoring stores no invented 公司名称（预期）: an unknown number added without a name keeps none, a typed one is kept as typed', async () => {
    const [a, b] = unknownNumbers('IT', 2);
    const added = (await call('POST /api/lookup/monitoring', { token: seller, body: { items: [{ vatNumber: a, relation: 'supplier' }, { vatNumber: b, relation: 'client', companyName: '罗马客户 S.R.L.' }], source: 'manual' } })).body.data.added as {
      vatNumber: string;
      companyName: string;
      registeredName: string | null;
      address: string | null;
    }[];
    expect(added.map((w) => [w.vatNumber, w.companyName, w.registeredName, w.address])).toEqual([
      [a, '', null, null],
      [b, '罗马客户 S.R.L.', null, null],
    ]);
    const stored = lookupStore().watch.filter((w) => [a, b].includes(w.vatNumber));
    expect(stored.map((w) => [w.companyName, w.lastGood?.name ?? null, w.lastGood?.address ?? null])).toEqual([
      ['', null, null],
      ['罗马客户 S.R.L.', null, null],
    ]);
  });

  it('the VAT service’s one-number check, MTD info and FR number info give a name only from the register', async () => {
    const check = async (countryCode: string, vatNumber: string) => (await call('GET /api/vat-tax/vat-check', { token: seller, query: { countryCode, vatNumber } })).body.data;
    // Unknown numbers: valid, no name, no address, and the message says why.
    const fr = unknownNumbers('FR', 1)[0];
    expect(await check('FR', fr)).toEqual({ status: 'valid', vatNumber: fr, message: '税号有效（未查到登记信息）' });
    const gb = unknownNumbers('GB', 1)[0];
    expect((await check('GB', gb)).name).toBeUndefined();
    expect((await call('GET /api/vat-tax/mtd-info', { token: seller, query: { vatNumber: gb } })).body.data.name).toBeNull();
    expect((await call('GET /api/fr/number-info', { token: seller, query: { vatNumber: fr } })).body.data.name).toBeNull();
    // Germany gives no name even for a registered number.
    const de = vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'DE' && r.vatNumber)!.vatNumber;
    expect(await check('DE', de)).toEqual({ status: 'valid', vatNumber: de, message: '税号有效（该国税局不提供名称）' });
    // The seller's own French number: the name the register holds.
    const own = vatTaxStore().numbers.find((r) => r.userId === 1 && r.countryCode === 'FR' && r.vatNumber && r.status !== 5)!.vatNumber;
    const ownAnswer = await check('FR', own);
    expect(ownAnswer.name).toBe(lookupStore().register.get(own)!.name);
    expect(seededNames().has(ownAnswer.name)).toBe(true);
    const info = (await call('GET /api/fr/number-info', { token: seller, query: { vatNumber: own } })).body.data;
    expect(info.name).toBe(ownAnswer.name);
  });

  it('the EORI check names only a registered holder (and only where it consented)', async () => {
    const r = (await call('POST /api/eori/check', { token: seller, body: { numbers: ['GB702601139907', 'FR812345676', 'GB123456789012'] } })).body.data as { number: string; status: string; name?: string }[];
    expect(r.map((x) => [x.number, x.status, x.name ?? null])).toEqual([
      ['GB702601139907', 'valid', null],
      ['FR812345676', 'valid', 'SOCIETE EXEMPLE LOGISTIQUE'],
      ['GB123456789012', 'invalid', null],
    ]);
  });
});

describe('the OCR reads only files of its sample table', () => {
  const fixtures = path.join(__dirname, '../../fixtures/ocr');
  const store = (key: string, data: Buffer, mime = 'image/png') => db().files.set(key, { key, name: path.basename(key), size: data.length, mime, data, ownerId: 1, createdAt: '2026-11-20' });

  it('each sample file is in the table under its MD5, and each table entry has its file', () => {
    const files = fs.readdirSync(fixtures).sort();
    const byFile = new Map([...ocrTable()].map(([md5, s]) => [s.file, md5]));
    expect([...byFile.keys()].sort()).toEqual(files);
    for (const f of files) expect([f, md5Of(fs.readFileSync(path.join(fixtures, f)))]).toEqual([f, byFile.get(f)]);
  });

  it('a sample reads what the seed says of it: a registry company, a person with a valid ID number', async () => {
    for (const [, s] of ocrTable()) {
      const key = `ocr/1/${s.file}`;
      store(key, fs.readFileSync(path.join(fixtures, s.file)), s.file.endsWith('.pdf') ? 'application/pdf' : 'image/png');
      const r = (await call('POST /api/ocr', { token: seller, body: { key, options: { type: s.kind } } })).body;
      expect([s.file, r.success]).toEqual([s.file, true]);
      expect(r.data).toEqual({ type: s.kind, ...s.reading });
      // A licence is a registry company; an ID card's number is valid (other kinds: nothing more to check).
      const inRegistry = companyRegistry().some((c) => c.companyName === r.data.companyName && c.registerNo === r.data.registerNo && c.legalName === r.data.legalName);
      expect([s.file, s.kind !== 'bizlicense' || inRegistry, s.kind !== 'idcard' || isValidIdCard(r.data.idNumber)]).toEqual([s.file, true, true]);
    }
  });

  it('an unknown file says it could not recognise it, for every kind, and nothing is stored', async () => {
    store('ocr/1/mine.png', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC', 'base64'));
    store('ocr/1/mine.pdf', Buffer.from('%PDF-1.4\n% a licence the mock has never seen\n'), 'application/pdf');
    const watchBefore = lookupStore().watch.length; // (seeds the area collections first)
    const before = { files: db().files.size, drafts: db().drafts.length, watch: watchBefore };
    for (const key of ['ocr/1/mine.png', 'ocr/1/mine.pdf']) {
      for (const type of ['bizlicense', 'idcard', 'passport']) {
        const r = (await call('POST /api/ocr', { token: seller, body: { key, options: { type } } })).body;
        expect([key, type, r.success, r.errorCode, r.errorMessage, r.data]).toEqual([key, type, false, 'OCR_UNRECOGNISED', '未能识别，请手动填写', { field: 'url' }]);
      }
    }
    expect({ files: db().files.size, drafts: db().drafts.length, watch: lookupStore().watch.length }).toEqual(before);
  });
});
