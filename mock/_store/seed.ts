/**
 * Seed data of the mock store: realistic zh-CN users (an ordinary user, an agent with three client
 * users), notices. Deterministic (faker seeded), so tests can rely on it.
 *
 * Demo accounts (README "Demo accounts"): `seller` / `Yishui@2026` (ordinary user), `agent` / `Yishui@2026` (agent).
 */
import { createHash } from 'crypto';
import { fakerZH_CN as faker } from '@faker-js/faker';
import type { MockState, MockUser } from './types';

/** Password of every seeded account. */
const DEMO_PASSWORD = 'Yishui@2026';

function seededHash(password: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
}

const CLIENT_COMPANIES = ['深圳市星河跨境电子商务有限公司', '义乌市百川贸易有限公司', '广州市云帆进出口有限公司'];

/** A fresh store with the seed data. */
export function seedStore(): MockState {
  faker.seed(20261121);
  const createdAt = '2026-01-15 10:00:00';
  const base = (id: number, over: Partial<MockUser>): MockUser => ({
    id,
    username: `user${id}`,
    name: faker.person.fullName(),
    mobile: `139${String(10000000 + id * 1234567).slice(0, 8)}`,
    role: 1,
    show_invite: 0,
    passwordHash: seededHash(DEMO_PASSWORD, `seed${id}`),
    createdAt,
    other_settings: { default_eu_agent_offices: [] },
    ...over,
  });
  const users: MockUser[] = [
    base(1, { username: 'seller', name: '张伟', mobile: '13800138000', email: 'zhangwei@example.cn', company: '深圳市张伟电子商务有限公司' }),
    base(2, {
      username: 'agent',
      name: '李娜',
      mobile: '13900139000',
      email: 'lina@agent.example.cn',
      role: 2,
      show_invite: 1,
      company: '上海税通企业管理咨询有限公司',
      other_settings: { default_eu_agent_offices: ['DE', 'FR'] },
    }),
    ...CLIENT_COMPANIES.map((company, i) =>
      base(3 + i, { username: `client${i + 1}`, company, invitedBy: 2, createdAt: `2026-0${i + 2}-0${i + 3} 09:30:00` }),
    ),
  ];
  return {
    users,
    tokens: new Map(),
    faults: [],
    files: new Map(),
    uploadTickets: new Map(),
    drafts: [],
    collections: new Map(),
    notices: [
      { id: 1, title: '英国 HMRC 2026 年 4 月起调整 MTD 申报接口，请及时核对申报数据', date: '2026-11-18' },
      { id: 2, title: '德国包装法 2027 年度数据申报即将开始', date: '2026-11-10' },
      { id: 3, title: '欧盟 OSS 第三季度申报截止日为 10 月 31 日', date: '2026-10-08' },
    ],
  };
}
