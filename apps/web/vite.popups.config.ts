import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The two drive login popup pages on our own origin (converter-compressor.md §2 "Routes"; D221):
 * small pages built apart from the app, after it, into the same dist/, so they share no chunk with it
 * and the converter's first paint (bench/web) does not change. The server sends them with an opener
 * policy that lets the popup answer the page that opened it.
 */
const page = (name: string) => fileURLToPath(new URL(`drive-auth/${name}.html`, import.meta.url));

export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    // The app's build ran first into the same folder.
    emptyOutDir: false,
    rolldownOptions: {
      input: { 'drive-auth-dropbox': page('dropbox'), 'drive-auth-onedrive': page('onedrive') },
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
    },
  },
});
