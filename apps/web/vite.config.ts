import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server (apps/server) listens here in development; the built app is served by it directly.
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // '@mediaforge/shared' exposes its TypeScript source under the "source" export condition,
    // so the web app bundles it without a separate build step.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // packages/shared is pure data and functions (DESIGN.md §3): a module of it the browser does not
        // use is left out of the bundle (bench/web keeps the first paint within its budget).
        moduleSideEffects: (id: string) => !id.includes('/packages/shared/'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
