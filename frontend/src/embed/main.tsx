// The entry for every /embed/ path (frontend/embed.html), separate from the site's: a partner's
// page loads only the widget, its own small stylesheet and what the widget needs.
import './install-error-suppression.ts';
import './embed.css';

const root = document.getElementById('root');
if (!root) throw new Error('The embed page has no #root element');

// The widget loads after the error listeners are in place: static imports would be evaluated
// before them, so an error while the framework or the widget starts would slip past.
void import('./render.tsx').then(({ renderEmbed }) => renderEmbed(root));
