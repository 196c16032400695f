/**
 * The standalone debug adapter: `node dist/debugAdapter.js` speaks DAP over stdio
 * (debug type `mpisim`).
 */
import { DebugSession } from '@vscode/debugadapter';
import { MpiSimSession } from './session';

DebugSession.run(MpiSimSession);
