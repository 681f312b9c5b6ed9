/** Reduced motion (src/layouts/reduced-motion.ts): antd's motion off only when the system asks for it. */
import { prefersReducedMotion, withReducedMotion } from '@/layouts/reduced-motion';

const media = (reduce: boolean) => ({ matchMedia: (q: string) => ({ matches: reduce && q === '(prefers-reduced-motion: reduce)' }) as MediaQueryList });

describe('reduced motion', () => {
  it('reads the media query, and is off without matchMedia', () => {
    expect(prefersReducedMotion(media(true))).toBe(true);
    expect(prefersReducedMotion(media(false))).toBe(false);
    expect(prefersReducedMotion(undefined)).toBe(false);
    expect(prefersReducedMotion({} as Window)).toBe(false);
  });

  it('turns antd motion off and keeps the rest of the theme', () => {
    const config = { theme: { token: { colorPrimary: '#1677ff' }, components: { Button: {} } }, prefixCls: 'ant' };
    expect(withReducedMotion(config, true)).toEqual({ theme: { token: { colorPrimary: '#1677ff', motion: false }, components: { Button: {} } }, prefixCls: 'ant' });
    expect(withReducedMotion({}, true)).toEqual({ theme: { token: { motion: false } } });
    expect(config.theme.token).toEqual({ colorPrimary: '#1677ff' });
  });

  it('leaves the configuration alone otherwise', () => {
    const config = { theme: { token: { colorPrimary: '#1677ff' } } };
    expect(withReducedMotion(config, false)).toBe(config);
  });
});
