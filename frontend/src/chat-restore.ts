import { chatOpensOnKeptState } from './features/chat/restore.ts';

/**
 * /chat's before-paint script (a classic script in its head, built on its own). The page is
 * prerendered with the conversation's first question; a guest the browser kept a conversation
 * for (or a link that preselects steps) must never see that question flash before their own. So
 * this marks the page, before it paints, to be rendered in the browser instead of hydrated
 * (main.tsx), and chat.css keeps the prerendered conversation hidden until then.
 */
if (
  chatOpensOnKeptState(
    window.location.search,
    () => window.localStorage,
    () => window.sessionStorage,
  )
) {
  document.documentElement.dataset['clientRender'] = '';
}
