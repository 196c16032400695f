#!/usr/bin/env node
'use strict';
// The command runs on a worker thread with a large stack: the C front end follows the program's
// nesting (parentheses, blocks, long operator chains) by recursion, and deep nesting that gcc
// compiles must compile here too. The stack is reserved address space, used only as deep as the
// program nests. Output is written synchronously to the process's own descriptors.
const { Worker, isMainThread, parentPort } = require('node:worker_threads');
const COMPILE_STACK_MB = 2048;

if (isMainThread) {
  const worker = new Worker(__filename, { argv: process.argv.slice(2), resourceLimits: { stackSizeMb: COMPILE_STACK_MB }, stdout: false, stderr: false });
  worker.on('message', (code) => { process.exitCode = code; });
  worker.on('error', (e) => {
    process.stderr.write(`mpisim: internal error: ${e && e.stack ? e.stack : e}\n`);
    process.exitCode = 70;
  });
} else {
  const cli = require('../dist/cli.js');
  cli.main(process.argv.slice(2), cli.fdIO(process.cwd())).then(
    (code) => parentPort.postMessage(code),
    (e) => { if (e && e.code === 'EPIPE') parentPort.postMessage(0); else throw e; },
  );
}
