#!/usr/bin/env node
'use strict';
// A closed pipe (`mpisim run ... | head`) ends the run quietly, as with other Unix tools.
for (const s of [process.stdout, process.stderr]) s.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
require('../dist/cli.js').main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
