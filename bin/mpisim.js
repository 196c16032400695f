#!/usr/bin/env node
'use strict';
// A closed pipe (`mpisim run ... | head`) ends the run quietly, as with other Unix tools.
for (const s of [process.stdout, process.stderr]) s.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
loadCli().main(process.argv.slice(2)).then((code) => { process.exitCode = code; });

// The CLI bundle is compiled by V8 on every start; its code cache (kept beside mpisim's compile
// cache, keyed by the bundle's size and time) makes that a load. Anything unexpected: plain require.
function loadCli() {
  const path = require('node:path');
  const file = path.join(__dirname, '..', 'dist', 'cli.js');
  try {
    const fs = require('node:fs');
    const os = require('node:os');
    const vm = require('node:vm');
    const Module = require('node:module');
    const st = fs.statSync(file);
    const dir = process.env.MPISIM_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'mpisim');
    const cached = path.join(dir, `cli-${process.version}-${st.size}-${Math.round(st.mtimeMs)}.v8.bin`);
    let data;
    try { data = fs.readFileSync(cached); } catch { data = undefined; }
    const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData: data });
    const m = new Module(file, module);
    m.filename = file;
    m.paths = Module._nodeModulePaths(path.dirname(file));
    const req = (id) => m.require(id);
    req.resolve = (id) => Module._resolveFilename(id, m);
    script.runInThisContext().call(m.exports, m.exports, req, m, file, path.dirname(file));
    m.loaded = true;
    if (!data || script.cachedDataRejected) {
      // After the command ran, so the cache holds the functions it compiled.
      process.once('beforeExit', () => {
        try {
          fs.mkdirSync(dir, { recursive: true });
          fs.writeFileSync(`${cached}.${process.pid}`, script.createCachedData());
          fs.renameSync(`${cached}.${process.pid}`, cached);
        } catch { /* only slower */ }
      });
    }
    return m.exports;
  } catch {
    return require(file);
  }
}
