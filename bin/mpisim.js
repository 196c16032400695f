#!/usr/bin/env node
'use strict';
// The command runs on a worker thread with a large stack: the C front end follows the program's
// nesting (parentheses, blocks, long operator chains) by recursion, and deep nesting that gcc
// compiles must compile here too. The stack is reserved address space, used only as deep as the
// program nests. Output is written synchronously to the process's own descriptors (a closed
// pipe, as in `mpisim run ... | head`, ends the output quietly).
const { Worker, isMainThread, parentPort } = require('node:worker_threads');
const COMPILE_STACK_MB = 2048;
let afterRun = () => {};

if (isMainThread) {
  const worker = new Worker(__filename, { argv: process.argv.slice(2), resourceLimits: { stackSizeMb: COMPILE_STACK_MB }, stdout: false, stderr: false });
  worker.on('message', (code) => { process.exitCode = code; });
  worker.on('error', (e) => {
    process.stderr.write(`mpisim: internal error: ${e && e.stack ? e.stack : e}\n`);
    process.exitCode = 70;
  });
} else {
  const cli = loadCli();
  cli.main(process.argv.slice(2), cli.fdIO(process.cwd())).then((code) => {
    afterRun();
    parentPort.postMessage(code);
  });
}

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
      afterRun = () => {
        try {
          fs.mkdirSync(dir, { recursive: true });
          fs.writeFileSync(`${cached}.${process.pid}`, script.createCachedData());
          fs.renameSync(`${cached}.${process.pid}`, cached);
        } catch { /* only slower */ }
      };
    }
    return m.exports;
  } catch {
    return require(file);
  }
}
