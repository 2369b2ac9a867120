/**
 * Files the site build writes that the local gateway and the CloudFront functions route to:
 * the app shell for routes that are not prerendered, and the not-found page (served with 404).
 */
export const APP_SHELL_FILE = 'app.html';
export const NOT_FOUND_FILE = '404.html';
