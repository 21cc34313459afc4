// Development: the API with reloading on port 3000 and Vite's dev server (port 5173) proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: '/nonexistent' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@terna/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
