import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { createQueryClient } from '../app/query-client.ts';
import { EmbedApp } from './embed-app.tsx';
import { reportHeightChanges } from './parent.ts';
import { embedDocumentTitle } from './widgets.ts';

/** Renders the widget the path names and starts reporting its height to the framing page. */
export function renderEmbed(root: HTMLElement, win: Window = window): void {
  const { pathname, search } = win.location;
  win.document.title = embedDocumentTitle(pathname);
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <EmbedApp pathname={pathname} search={search} today={calendarDateIn(new Date())} />
      </QueryClientProvider>
    </StrictMode>,
  );
  reportHeightChanges(win);
}
