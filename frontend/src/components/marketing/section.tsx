import type { ReactNode } from 'react';

/** A page section with its h2; the heading names the section for assistive technology. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'wash' | 'lake';
  children: ReactNode;
}) {
  return (
    <section className={`section section--${tone}`} aria-labelledby={`${id}-heading`}>
      <div className="section__inner">
        <h2 id={`${id}-heading`} className="section__heading">
          {heading}
        </h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
