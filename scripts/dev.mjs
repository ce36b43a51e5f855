// `npm run dev`: the API server from source (restarting on change) and Vite with hot reload.
// Open http://localhost:5173; Vite forwards /api and /Token to the server on port 3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'packages/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: 'packages/web' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
