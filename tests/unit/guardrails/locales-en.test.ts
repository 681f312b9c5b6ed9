/**
 * The en-US messages are English (issue #24: the language switch makes every en-US string reachable,
 * so a Chinese leftover would show to English readers). The locales guard rail already checks the
 * two locales have the same keys and placeholders; this one checks the en-US values hold no CJK text,
 * except where the text names something that is Chinese on purpose.
 */
import { ALL_MESSAGES } from '@/locales/areas/all';

/** Keys whose en-US text quotes a Chinese name on purpose, with why. */
const CHINESE_ON_PURPOSE: Record<string, string> = {
  'imports.template.columns': 'names the template\'s sheet "说明", which is Chinese in the file the user downloads',
};

describe('en-US messages', () => {
  it('hold no Chinese text outside the listed exceptions', () => {
    const cjk = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;
    const chinese = Object.entries(ALL_MESSAGES['en-US'])
      .filter(([k, v]) => cjk.test(v) && !CHINESE_ON_PURPOSE[k])
      .map(([k, v]) => `${k}: ${v.slice(0, 60)}`);
    expect(chinese).toEqual([]);
  });

  it('the exceptions still exist (a stale entry is removed)', () => {
    for (const k of Object.keys(CHINESE_ON_PURPOSE)) expect(ALL_MESSAGES['en-US'][k]).toBeDefined();
  });
});
