import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is served by `vite preview` on its own port; the API and its socket are the e2e server's.
const api = process.env.API_ORIGIN;
if (!api) throw new Error('API_ORIGIN (the running server, e.g. http://127.0.0.1:3000) is required');
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/socket.io': { target: api, ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { host: '127.0.0.1', strictPort: true, proxy },
});
