import type { ReactNode } from 'react';
import type { ChatAction } from '../../site/content/types.ts';
import { ChatLink } from './chat-link.tsx';

export function CtaBanner({
  heading,
  text,
  primary,
  secondary,
}: {
  heading: ReactNode;
  text: ReactNode;
  primary: ChatAction;
  secondary?: ChatAction | undefined;
}) {
  return (
    <section className="cta-banner" aria-labelledby="cta-heading">
      <div className="cta-banner__inner">
        <h2 id="cta-heading">{heading}</h2>
        <p>{text}</p>
        <div className="cta-banner__actions">
          <ChatLink action={primary} variant="sun" />
          {secondary && <ChatLink action={secondary} variant="secondary" />}
        </div>
      </div>
    </section>
  );
}
