/**
 * The Luxembourg fee-invoice reader (issue #24) on the real-shaped fixtures of
 * tests/fixtures/lux-invoice/: the CSV (two invoices, DE and FR), the text PDF (through pdf2json,
 * as the mock runs it), and the refusals: wrong header, another issuer, VAT charged, a
 * password-protected PDF, a PDF that is no Amazon invoice.
 */
import fs from 'fs';
import path from 'path';
import { readInvoiceFile } from '../../../mock/_store/lux-invoice';
import { isEncryptedPdf, LuxInvoiceError, parseAmount, readFeeCsv, readFeePdfText } from '@/core/lux-invoice/reader';

const FIX = path.resolve(__dirname, '../../fixtures/lux-invoice');
const read = (name: string) => fs.readFileSync(path.join(FIX, name));

/** The refusal code and message of `f`, or fails. */
async function refusal(f: () => unknown): Promise<{ code: string; message: string }> {
  try {
    await f();
  } catch (e) {
    expect(e).toBeInstanceOf(LuxInvoiceError);
    return { code: (e as LuxInvoiceError).code, message: (e as Error).message };
  }
  throw new Error('not refused');
}

describe('the fee-invoice CSV', () => {
  it('reads one invoice per number with its lines, month, marketplace and net total', () => {
    const invoices = readFeeCsv(read('amazon-eu-fees-2026-09.csv').toString('utf8'));
    expect(invoices.map((i) => [i.invoiceNumber, i.country, i.month, i.sellerVat, i.net, i.lines.length])).toEqual([
      ['DE-AEU-2026-0918273', 'DE', '2026-09', 'DE611124330', '4411.29', 4],
      ['FR-AEU-2026-0918274', 'FR', '2026-09', 'FR40852314715', '2088.27', 2],
    ]);
    expect(invoices[0].lines[1]).toEqual({ description: 'FBA fulfilment fees', net: '2315.40' });
  });

  it('refuses a wrong header naming the missing columns, another issuer, and VAT charged', async () => {
    const header = await refusal(() => readFeeCsv(read('wrong-header.csv').toString('utf8')));
    expect(header.code).toBe('BAD_HEADER');
    expect(header.message).toContain('Invoice Number');
    const other = await refusal(() => readFeeCsv(read('not-amazon-lux.csv').toString('utf8')));
    expect([other.code, other.message.includes('GB727255821')]).toEqual(['NOT_AMAZON', true]);
    const csv = read('amazon-eu-fees-2026-09.csv').toString('utf8').split('\n');
    csv[1] = csv[1].replace('0%,0.00,"1,842.16",EUR,Reverse charge', '17%,313.17,"2,155.33",EUR,Standard');
    const vat = await refusal(() => readFeeCsv(csv.join('\n')));
    expect(vat.code).toBe('VAT_CHARGED');
    expect(vat.message).toMatch(/第 2 行/);
  });

  it('parses amounts written the English and the German way', () => {
    expect(['1,842.16', '1.842,16', '39', 'EUR 5.5', 'x'].map(parseAmount)).toEqual(['1842.16', '1842.16', '39.00', '5.50', null]);
  });
});

describe('the fee-invoice PDF (pdf2json text, real reader)', () => {
  it('reads the text PDF into the same invoice as the CSV', async () => {
    const [inv] = await readInvoiceFile('invoice.pdf', read('amazon-eu-fee-invoice-de-2026-09.pdf'));
    expect([inv.invoiceNumber, inv.country, inv.month, inv.sellerVat, inv.net, inv.lines.length, inv.source]).toEqual(['DE-AEU-2026-0918273', 'DE', '2026-09', 'DE611124330', '4411.29', 4, 'pdf']);
  });

  it('refuses a password-protected PDF and a PDF that is no Amazon invoice', async () => {
    const protectedPdf = read('amazon-eu-fee-invoice-protected.pdf');
    expect(isEncryptedPdf(protectedPdf)).toBe(true);
    expect(isEncryptedPdf(read('amazon-eu-fee-invoice-de-2026-09.pdf'))).toBe(false);
    const enc = await refusal(() => readInvoiceFile('x.pdf', protectedPdf));
    expect([enc.code, enc.message]).toEqual(['ENCRYPTED', expect.stringContaining('密码')]);
    const other = await refusal(() => readInvoiceFile('freight.pdf', read('freight-invoice.pdf')));
    expect(other.code).toBe('NOT_AMAZON');
    const notPdf = await refusal(() => readInvoiceFile('fake.pdf', Buffer.from('hello')));
    expect(notPdf.code).toBe('UNREADABLE');
  });

  it('a text without the reverse-charge mention is refused', async () => {
    const r = await refusal(() => readFeePdfText('Amazon EU S.à r.l. LU20260743 Invoice number: X1'));
    expect(r.code).toBe('VAT_CHARGED');
  });
});
