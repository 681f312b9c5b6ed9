/**
 * The report of the threshold suite (tests/e2e/calc-threshold.e2e.test.ts): a seller established in
 * France, Q1 2025, stock in France and a little in Germany. EUR:
 *   FR1  FR→FR consumer  10-01-2025  100.00 + 20.00
 *   D1   FR→DE consumer  20-01-2025   50.00 +  9.50 (Amazon charged Germany)
 *   D2   FR→IT consumer  03-02-2025   40.00 +  8.00 (Amazon charged France)
 *   D3   FR→ES consumer  20-02-2025   80.00 + 16.80 (UNION-OSS, Spain)
 *   D4   FR→DE consumer  05-03-2025   30.00 +  5.70 (UNION-OSS, Germany)
 *   FR2  FR→FR consumer  12-03-2025   25.00 +  5.00
 *   D5   FR→BE consumer  25-03-2025   60.00 + 12.60 (UNION-OSS, Belgium)
 *   X1   DE→IT consumer  10-02-2025   20.00 +  4.40 (from German stock: taxed in Italy whatever the answer)
 *   X2   DE→DE consumer  01-03-2025   10.00 +  1.90 (German domestic: the German return)
 */
import { calc, vtr, type Row } from '../unit/vat/helpers';

const fr = (p: Row): Row => ({ SALE_DEPART_COUNTRY: 'FR', MARKETPLACE: 'amazon.fr', ACTIVITY_PERIOD: p.TRANSACTION_COMPLETE_DATE?.endsWith('01-2025') ? '2025-JAN' : p.TRANSACTION_COMPLETE_DATE?.endsWith('02-2025') ? '2025-FEB' : '2025-MAR', ...p });
const oss = (country: string, jur: string): Row => ({ TAX_REPORTING_SCHEME: 'UNION-OSS', TAXABLE_JURISDICTION: jur, SALE_ARRIVAL_COUNTRY: country });
/** The rows above, in order (order ids 402-000000N-000000N). */
export const ROWS: Row[] = [
  calc('100.00', '20.00', '120.00', '0.2', fr({ TRANSACTION_EVENT_ID: '402-0000001-0000001', SALE_ARRIVAL_COUNTRY: 'FR', TAXABLE_JURISDICTION: 'FRANCE', TRANSACTION_COMPLETE_DATE: '10-01-2025' })),
  calc('50.00', '9.50', '59.50', '0.19', fr({ TRANSACTION_EVENT_ID: '402-0000002-0000002', SALE_ARRIVAL_COUNTRY: 'DE', TAXABLE_JURISDICTION: 'GERMANY', TRANSACTION_COMPLETE_DATE: '20-01-2025' })),
  calc('40.00', '8.00', '48.00', '0.2', fr({ TRANSACTION_EVENT_ID: '402-0000003-0000003', SALE_ARRIVAL_COUNTRY: 'IT', TAXABLE_JURISDICTION: 'FRANCE', TRANSACTION_COMPLETE_DATE: '03-02-2025' })),
  calc('80.00', '16.80', '96.80', '0.21', fr({ TRANSACTION_EVENT_ID: '402-0000004-0000004', ...oss('ES', 'SPAIN'), TRANSACTION_COMPLETE_DATE: '20-02-2025' })),
  calc('30.00', '5.70', '35.70', '0.19', fr({ TRANSACTION_EVENT_ID: '402-0000005-0000005', ...oss('DE', 'GERMANY'), TRANSACTION_COMPLETE_DATE: '05-03-2025' })),
  calc('25.00', '5.00', '30.00', '0.2', fr({ TRANSACTION_EVENT_ID: '402-0000006-0000006', SALE_ARRIVAL_COUNTRY: 'FR', TAXABLE_JURISDICTION: 'FRANCE', TRANSACTION_COMPLETE_DATE: '12-03-2025' })),
  calc('60.00', '12.60', '72.60', '0.21', fr({ TRANSACTION_EVENT_ID: '402-0000007-0000007', ...oss('BE', 'BELGIUM'), TRANSACTION_COMPLETE_DATE: '25-03-2025' })),
  calc('20.00', '4.40', '24.40', '0.22', { TRANSACTION_EVENT_ID: '402-0000008-0000008', ACTIVITY_PERIOD: '2025-FEB', SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'IT', TAXABLE_JURISDICTION: 'ITALY', TRANSACTION_COMPLETE_DATE: '10-02-2025' }),
  calc('10.00', '1.90', '11.90', '0.19', { TRANSACTION_EVENT_ID: '402-0000009-0000009', SALE_DEPART_COUNTRY: 'DE', SALE_ARRIVAL_COUNTRY: 'DE', TAXABLE_JURISDICTION: 'GERMANY', TRANSACTION_COMPLETE_DATE: '01-03-2025' }),
];

/** The report as CSV (current layout). */
export const FR_SELLER_REPORT = vtr(ROWS);
