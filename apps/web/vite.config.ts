import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/graphql': api, '/auth/login': api, '/auth/refresh': api, '/auth/switch-company': api, '/auth/demo-accounts': api, '/cm': api, '/process-web': api, '/evaluation-web': api },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
});
