import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

// This builds the site (index.html, also the prerenderer's template). The embed entry
// (embed.html) is built by frontend/build/build-site.ts with this same config in a second pass,
// not as a second input here: two entries in one build share chunks, and the site's first load
// (about 2.5 KiB of JavaScript, decision 007) would grow by the helpers they share.
// React Router 7's package exports name only its development build (with its dev-only warnings and
// checks), for every condition, as a stop-gap upstream (remix-run/react-router#12532, #14753). A
// build (the site, the embed and the prerenderer alike, so server and browser render the same
// code) takes its production build by path; the dev server keeps the development one.
const reactRouterProduction = path.join(here, '..', 'node_modules', 'react-router', 'dist', 'production', 'index.mjs');

export default defineConfig(({ command }) => ({
  root: here,
  plugins: [react()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: path.join(here, '..', 'dist', 'site'),
    emptyOutDir: true,
    target: 'es2022',
    // Maps are made for decoding errors, but no bundle names one and the site build moves them
    // out of the published folder (frontend/build/build-site.ts): they are never deployed.
    sourcemap: 'hidden',
  },
}));
