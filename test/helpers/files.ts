/** The files a program left in a directory, to compare with what a real run left. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` (but `skip`), by relative name, with its bytes ('<dir>' for directories). */
export function tree(dir: string, skip: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (name === skip) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) { out[prefix + name] = '<dir>'; Object.assign(out, tree(p, skip, `${prefix}${name}/`)); }
    else out[prefix + name] = readFileSync(p, 'latin1');
  }
  return out;
}
