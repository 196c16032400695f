#!/usr/bin/env node
'use strict';
// The command runs on a worker thread with a large stack and a heap limit of its own, as the
// debug adapter's session does (dist/hostLimits.js, src/sim/host-limits.ts, says why and ends
// with the same words). Output is written synchronously to the process's own descriptors (a
// closed pipe, as in `mpisim run ... | head`, ends the output quietly).
const { Worker, isMainThread, parentPort } = require('node:worker_threads');
let afterRun = () => {};

if (isMainThread) {
  const limits = require('../dist/hostLimits.js');
  limits.tuneOptimizer();
  // A heap limit the worker reports (instead of the process dying of it): a program too big for
  // the simulator ends with a message.
  const heapMb = limits.workerHeapMb();
  // Ctrl-C (or SIGTERM) asks the running program to end at its next slice, so that the files it
  // wrote reach the disk (a run keeps them in memory until it ends); a second one ends at once.
  const interrupt = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(__filename, { argv: process.argv.slice(2), workerData: { interrupt }, resourceLimits: { stackSizeMb: limits.WORKER_STACK_MB, maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: limits.WORKER_YOUNG_GEN_MB }, stdout: false, stderr: false });
  const stop = (signal) => {
    if (Atomics.load(interrupt, 0)) process.exit(signal === 'SIGINT' ? 130 : 143);
    Atomics.store(interrupt, 0, signal === 'SIGINT' ? 2 : 15);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  worker.on('exit', () => { process.removeListener('SIGINT', stop); process.removeListener('SIGTERM', stop); });
  // --timeout (MPIEXEC_TIMEOUT) bounds compiling too: a program whose macros or nesting make the
  // compiler run past it ends as a run past it does (status 255), with what it was doing.
  let compileTimer;
  worker.on('message', (m) => {
    if (typeof m === 'number') { process.exitCode = m; return; }
    clearTimeout(compileTimer);
    if (m.compiling === undefined) return;
    compileTimer = setTimeout(() => {
      process.stderr.write(limits.compileTimedOutMessage(m.compiling, m.files, '--timeout'));
      process.exitCode = 255;
      worker.terminate().then(() => process.exit(255));
    }, limits.compileTimeoutMs(m.compiling));
  });
  worker.on('error', (e) => {
    if (e && e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      // As the kernel's OOM killer ends a process (SIGKILL, 137), with a word on why.
      process.stderr.write(limits.outOfHeapMessage(heapMb));
      process.exitCode = 137;
      return;
    }
    process.stderr.write(limits.internalErrorMessage(e));
    process.exitCode = 70;
  });
} else {
  const cli = loadCli();
  const io = cli.fdIO(process.cwd());
  io.compiling = (seconds, files) => { if (seconds) parentPort.postMessage({ compiling: seconds, files }); };
  io.compiled = () => parentPort.postMessage({ compiled: true });
  cli.main(process.argv.slice(2), io).then((code) => {
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
    // The build writes the bundle in ASCII, read as Latin-1 without UTF-8 decoding (10 ms of CPU).
    const bytes = fs.readFileSync(file);
    const text = require('node:buffer').isAscii(bytes) ? bytes.latin1Slice(0, bytes.length) : bytes.toString('utf8');
    const script = new vm.Script(Module.wrap(text), { filename: file, cachedData: data });
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
