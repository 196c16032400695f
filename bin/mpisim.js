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
  // The worker gets the heap V8 would give this process, with a limit it reports (instead of
  // the process dying of it): a program too big for the simulator ends with a message.
  // At least a quarter of the machine's memory: a source of tens of megabytes is gigabytes of
  // syntax tree, as it is gigabytes in gcc (the processes' own memory is outside this heap).
  const heapMb = Math.max(Math.floor(require('node:v8').getHeapStatistics().heap_size_limit / 2 ** 20), Math.floor(require('node:os').totalmem() / 4 / 2 ** 20));
  // Ctrl-C (or SIGTERM) asks the running program to end at its next slice, so that the files it
  // wrote reach the disk (a run keeps them in memory until it ends); a second one ends at once.
  const interrupt = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(__filename, { argv: process.argv.slice(2), workerData: { interrupt }, resourceLimits: { stackSizeMb: COMPILE_STACK_MB, maxOldGenerationSizeMb: heapMb }, stdout: false, stderr: false });
  const stop = (signal) => {
    if (Atomics.load(interrupt, 0)) process.exit(signal === 'SIGINT' ? 130 : 143);
    Atomics.store(interrupt, 0, signal === 'SIGINT' ? 2 : 15);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  worker.on('exit', () => { process.removeListener('SIGINT', stop); process.removeListener('SIGTERM', stop); });
  // --timeout (MPIEXEC_TIMEOUT) bounds compiling too: a program whose macros or nesting make the
  // compiler run past it ends as a run past it does (status 255), with what it was doing. Never
  // sooner than COMPILE_TIMEOUT_FLOOR_S: compiling mpisim's own library on a first run (or on a
  // busy machine) is not the program's time.
  const COMPILE_TIMEOUT_FLOOR_S = 10;
  let compileTimer;
  worker.on('message', (m) => {
    if (typeof m === 'number') { process.exitCode = m; return; }
    clearTimeout(compileTimer);
    if (m.compiling === undefined) return;
    compileTimer = setTimeout(() => {
      process.stderr.write(`mpisim: APPLICATION TIMED OUT, TIMEOUT = ${m.compiling}s\nmpisim: ${m.files.join(' ')} was still compiling (--timeout and MPIEXEC_TIMEOUT bound compiling too, after 10 s at least)\n`);
      process.exitCode = 255;
      worker.terminate().then(() => process.exit(255));
    }, Math.max(m.compiling, COMPILE_TIMEOUT_FLOOR_S) * 1000);
  });
  worker.on('error', (e) => {
    if (e && e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      // As the kernel's OOM killer ends a process (SIGKILL, 137), with a word on why.
      process.stderr.write(`mpisim: out of memory: the simulator reached its JavaScript heap limit (${heapMb} MiB) compiling or running the program\n`);
      process.exitCode = 137;
      return;
    }
    process.stderr.write(`mpisim: internal error: ${e && e.stack ? e.stack : e}\n`);
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
