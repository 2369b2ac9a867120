import { removeErrorOverlays, suppressUncaughtErrors } from './error-suppression.ts';

// Imported first by the embed entry, so this runs before any other module of the widget is
// evaluated: an error anywhere after it (even while React loads) is caught.
suppressUncaughtErrors(window);
removeErrorOverlays(document);
