import type { ReactNode } from 'react';
import type { ChatAction } from '../../site/content/types.ts';
import { chatHref } from '../../site/chat-link.ts';

/** A call to /chat. A plain anchor on purpose: the spec has /chat load as a full page. */
export function ChatLink({ action, variant = 'primary', children }: { action: ChatAction; variant?: 'primary' | 'secondary' | 'sun'; children?: ReactNode }) {
  return (
    <a className={`button button--${variant}`} href={chatHref(action.params)}>
      {children ?? action.label}
    </a>
  );
}
