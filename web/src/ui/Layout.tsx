import type { ReactNode } from 'react';
import styles from './Layout.module.css';

export function Page({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

export function PageHeader({ title, actions, titleId }: { title: ReactNode; actions?: ReactNode; titleId?: string }) {
  return (
    <div className={styles.pageHeader}>
      <h1 className={styles.pageTitle} id={titleId}>
        {title}
      </h1>
      {actions ? <div>{actions}</div> : null}
    </div>
  );
}

export function Card({ title, children, headingLevel = 2 }: { title?: string; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-label={title}>
      {title ? <Heading className={styles.cardTitle}>{title}</Heading> : null}
      {children}
    </section>
  );
}

export interface DefinitionItem {
  term: string;
  value: ReactNode;
}

/** A term/value list for record fields; empty values show "--". */
export function DefinitionList({ items }: { items: readonly DefinitionItem[] }) {
  return (
    <dl className={styles.dl}>
      {items.map((item) => (
        <div key={item.term} style={{ display: 'contents' }}>
          <dt>{item.term}</dt>
          <dd>{item.value === null || item.value === undefined || item.value === '' ? '--' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const layoutStyles = styles;
