/**
 * The console's language choice (issue #24): zh-CN by default, the stored choice when valid, en-US
 * on the English pages whatever the choice; a broken or absent storage never throws.
 */
import { chosenLocale, isEnglishPath, LOCALE_KEY, pageLocale, storedLocale, storeLocale } from '@/core/locale';
import { MemoryStorage } from '../helpers/memory-storage';

const g = globalThis as unknown as { window?: unknown };

describe('the language choice', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    g.window = { localStorage: storage };
  });
  afterAll(() => {
    delete g.window;
  });

  it('is zh-CN until the user chooses, then the choice, kept under its key', () => {
    expect([storedLocale(), chosenLocale()]).toEqual([undefined, 'zh-CN']);
    storeLocale('en-US');
    expect(storage.getItem(LOCALE_KEY)).toBe('en-US');
    expect(chosenLocale()).toBe('en-US');
    storeLocale('zh-CN');
    expect(chosenLocale()).toBe('zh-CN');
  });

  it('ignores an unknown stored value', () => {
    storage.setItem(LOCALE_KEY, 'fr-FR');
    expect([storedLocale(), chosenLocale()]).toEqual([undefined, 'zh-CN']);
  });

  it('the English pages are en-US whatever the choice; other pages follow it', () => {
    expect(['/en', '/en/protocol/privacy', '/entry', '/user/en', '/'].map(isEnglishPath)).toEqual([true, true, false, false, false]);
    expect(pageLocale('/en/protocol/licence-agreement')).toBe('en-US');
    expect(pageLocale('/login')).toBe('zh-CN');
    storeLocale('en-US');
    expect(pageLocale('/login')).toBe('en-US');
  });

  it('a storage that throws or is missing keeps the default and never throws', () => {
    g.window = {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    };
    expect(() => storeLocale('en-US')).not.toThrow();
    expect(chosenLocale()).toBe('zh-CN');
    delete g.window;
    expect(chosenLocale()).toBe('zh-CN');
  });
});
