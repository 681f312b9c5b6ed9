import { history } from '@umijs/max';
import type { ReactNode } from 'react';

/** The product mark in the console header and side menu: logo and "一税". */
export default function BrandTitle({ logo }: { logo: ReactNode }) {
  return (
    <a
      href="/"
      style={{ display: 'flex', alignItems: 'center', gap: 8 }}
      onClick={(e) => {
        e.preventDefault();
        history.push('/');
      }}
    >
      {logo}
      <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: '#6862B0' }}>一税</h1>
    </a>
  );
}
