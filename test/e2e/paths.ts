/** Where the real-VS-Code tests put their results: inside the checkout, never in $HOME or /tmp. */
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cprog';

export const RESULTS = join(REPO_ROOT, 'test-results');
export const SHOTS = join(RESULTS, 'screenshots');
/** Per-run directory: profiles, sockets, logs. */
export const RUN = join(RESULTS, 'e2e-run');
