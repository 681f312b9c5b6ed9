/**
 * The seeded German WEEE register the WEEE lookup searches (`GET /api/weee/record`, mock/weee.ts;
 * issue #21): producers named like Chinese sellers' companies (faker zh_CN, seeded, so the register
 * is the same after every reset), plausible brands, ElektroG categories 1–6 for private households
 * (b2c) or other users (b2b). Some registrations lapsed (`validUntil` in the past → "expired") and
 * one producer deregistered. Numbers are `DE` + 8 digits (src/core/weee/rules.ts). The register is
 * public (stiftung ear publishes it), so every logged-in user sees every row.
 *
 * Fixed rows the tests rely on: `DE36178245` (深圳市光启智能科技有限公司, brand Lumivo, two device
 * types, registered), `DE21984037` (brand KINGSTAR, expired), `DE58820416` (the demo seller's
 * company, brand ZWTEK, registered).
 */
import { fakerZH_CN as faker } from '@faker-js/faker';
import type { WeeeRegistration } from '../../src/core/weee/api';
import { collection } from './collections';

/** A row of the register (the status is worked out on the day of the lookup). */
interface StoredWeeeRegistration extends Omit<WeeeRegistration, 'status'> {
  deregistered?: boolean;
}

const CITIES: [string, string][] = [
  ['深圳市', 'Shenzhen'],
  ['广州市', 'Guangzhou'],
  ['东莞市', 'Dongguan'],
  ['宁波市', 'Ningbo'],
  ['杭州市', 'Hangzhou'],
  ['厦门市', 'Xiamen'],
  ['中山市', 'Zhongshan'],
  ['义乌市', 'Yiwu'],
];
const TRADES: [string, string][] = [
  ['电子科技', 'Electronic Technology'],
  ['智能科技', 'Intelligent Technology'],
  ['照明科技', 'Lighting Technology'],
  ['电器', 'Electric Appliance'],
  ['数码科技', 'Digital Technology'],
];
const BRANDS = [
  'Voltaro', 'HOMEYEE', 'Brightlux', 'NEXOVA', 'Keplin', 'TOPWAVE', 'Aurevo', 'SUNWELL', 'Qubiq', 'MAXLINK',
  'Yeelamp', 'ORVENTA', 'Chargo', 'POWERIDGE', 'Lumexa', 'Sonicor', 'VIVOCHEF', 'Tecbay', 'ECOGLOW', 'Fanvio',
  'Zenpad', 'CLEANOVA', 'Hivolt', 'Audimo',
];

function row(id: number, r: Omit<StoredWeeeRegistration, 'id' | 'deregisteredAt'> & { deregisteredAt?: string | null }): StoredWeeeRegistration {
  return { id, deregisteredAt: null, ...r };
}

/** The register: 3 fixed producers, then 24 generated ones (about one in five lapsed, one deregistered). */
function seedWeeeRegister(): StoredWeeeRegistration[] {
  faker.seed(20260421);
  const out: StoredWeeeRegistration[] = [
    row(1, { regNumber: 'DE36178245', producer: '深圳市光启智能科技有限公司', producerEn: 'Shenzhen Guangqi Intelligent Technology Co., Ltd.', brand: 'Lumivo', category: 3, use: 'b2c', registeredAt: '2023-03-14', validUntil: '2029-03-13' }),
    row(2, { regNumber: 'DE36178245', producer: '深圳市光启智能科技有限公司', producerEn: 'Shenzhen Guangqi Intelligent Technology Co., Ltd.', brand: 'Lumivo', category: 5, use: 'b2c', registeredAt: '2024-06-02', validUntil: '2029-03-13' }),
    row(3, { regNumber: 'DE21984037', producer: '东莞市金星电器有限公司', producerEn: 'Dongguan Jinxing Electric Appliance Co., Ltd.', brand: 'KINGSTAR', category: 4, use: 'b2c', registeredAt: '2019-09-23', validUntil: '2025-09-22' }),
    row(4, { regNumber: 'DE58820416', producer: '深圳市张伟电子商务有限公司', producerEn: 'Shenzhen Zhangwei E-commerce Co., Ltd.', brand: 'ZWTEK', category: 6, use: 'b2c', registeredAt: '2025-02-10', validUntil: '2030-02-09' }),
  ];
  let id = out.length + 1;
  BRANDS.forEach((brand, i) => {
    const [city, cityEn] = CITIES[i % CITIES.length];
    const [trade, tradeEn] = TRADES[i % TRADES.length];
    const name = faker.person.firstName();
    const regNumber = `DE${faker.string.numeric({ length: 8, allowLeadingZeros: false })}`;
    const year = 2017 + (i % 9);
    const registeredAt = `${year}-${String(1 + (i % 12)).padStart(2, '0')}-${String(3 + (i % 25)).padStart(2, '0')}`;
    // One in five lapsed in 2024–2025; the others run until 2028–2031.
    const lapsed = i % 5 === 2;
    const validUntil = lapsed ? `${2024 + (i % 2)}-${String(1 + (i % 12)).padStart(2, '0')}-28` : `${2028 + (i % 4)}-12-31`;
    const deregistered = i === 11;
    const types = 1 + (i % 2);
    for (let k = 0; k < types; k++) {
      out.push(
        row(id++, {
          regNumber,
          producer: `${city}${name}${trade}有限公司`,
          producerEn: `${cityEn} ${brand} ${tradeEn} Co., Ltd.`,
          brand,
          category: ((i + k * 2) % 6) + 1,
          use: (i + k) % 4 === 3 ? 'b2b' : 'b2c',
          registeredAt,
          validUntil,
          deregistered,
          deregisteredAt: deregistered ? '2025-06-30' : null,
        }),
      );
    }
  });
  return out;
}

/** The register (restored by `POST /api/__test__/reset`). */
export const weeeRegister = collection('weee', () => ({ rows: seedWeeeRegister() }));
