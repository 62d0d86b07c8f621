import { sprinkles } from '@casino/ui';
import type { ReactNode } from 'react';

const stack = sprinkles({ display: 'grid', gap: 'medium' });
const tight = sprinkles({ display: 'grid', gap: 'small' });
/* One column no wider than the page: a wide table scrolls in its own frame instead of widening it. */
const column = { gridTemplateColumns: 'minmax(0, 1fr)' };
const row = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small', alignItems: 'flex-end' });

/** A page's heading, its notice line and its content: the one layout every section uses. */
export function Page({
  title,
  notice,
  children,
}: {
  title: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={stack} style={column}>
      <h1 className={sprinkles({ fontSize: 'xlarge', marginTop: 'none', marginBottom: 'none' })}>{title}</h1>
      {notice}
      {children}
    </div>
  );
}

/** A refusal or failure from the server, read aloud as it appears. */
export function Problem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={sprinkles({ color: 'critical', marginTop: 'none', marginBottom: 'none' })}>
      {message}
    </p>
  );
}

/** A change that went through. */
export function Done({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className={sprinkles({ color: 'positive', marginTop: 'none', marginBottom: 'none' })}>
      {message}
    </p>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={tight} style={column} aria-label={title}>
      <h2 className={sprinkles({ fontSize: 'large', marginTop: 'none', marginBottom: 'none' })}>{title}</h2>
      {children}
    </section>
  );
}

/** Fields and buttons side by side, wrapping on a narrow screen. */
export function Row({ children }: { children: ReactNode }) {
  return <div className={row}>{children}</div>;
}

/** Tiles or panels in as many columns as fit. */
export function Grid({ children }: { children: ReactNode }) {
  return (
    <div
      className={sprinkles({ display: 'grid', gap: 'small' })}
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
    >
      {children}
    </div>
  );
}
