/**
 * The debug adapter: `node dist/debugAdapter.js` speaks DAP over stdio (debug type `mpisim`).
 * VS Code starts it as a process of its own for each session; the session runs on a worker
 * thread of it (./host.ts says why).
 */
import { isMainThread } from 'node:worker_threads';
import { runAdapterHost } from './host';
import { runSessionThread } from './sessionThread';

if (isMainThread) runAdapterHost(__filename);
else runSessionThread();
