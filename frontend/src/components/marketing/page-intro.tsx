import type { ReactNode } from 'react';

/** The top of an informational page: eyebrow, h1 and a lead paragraph, without an illustration. */
export function PageIntro({ eyebrow, title, intro, children }: { eyebrow: ReactNode; title: ReactNode; intro: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <div className="section__inner">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="page-intro__title">{title}</h1>
        <p className="page-intro__lead">{intro}</p>
        {children}
      </div>
    </header>
  );
}
