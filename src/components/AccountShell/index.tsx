import { history } from '@umijs/max';
import type { ReactNode } from 'react';
import styles from './index.less';

/**
 * The frame of the open account pages (register, forgotten password, protocols, e-mail
 * verification): the product mark, a title and a card on the login page's background.
 */
export default function AccountShell(props: { title: ReactNode; subtitle?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${props.wide ? styles.wide : ''}`}>
        <div className={styles.brand} onClick={() => history.push('/')} role="link" tabIndex={0}>
          <img src="/favicon.svg" alt="" />
          <span>一税</span>
        </div>
        <h2 style={{ margin: '8px 0 4px' }}>{props.title}</h2>
        {props.subtitle && <div className={styles.subtitle}>{props.subtitle}</div>}
        {!props.subtitle && <div style={{ height: 16 }} />}
        {props.children}
      </div>
    </div>
  );
}

export { styles as shellStyles };
