#!/usr/bin/env node
// Regenerates src/sim/mpi/lib/io_frames.c: the frame ROMIO (MPICH 4.0.2's MPI-IO) puts in the
// error stack of each of its checks. ROMIO makes its codes with MPIO_Err_create_code(myname,
// __LINE__, class, "**key"): one frame, the function's upper-case `myname` and the line of the
// check ("MPI_FILE_READ(139): Invalid count argument"). The checks are MPIO_CHECK_* macros and
// direct calls; several bindings share one MPIOI_* body (MPI_File_read, _read_c and _read_at all
// run MPIOI_File_read with their own myname), so a binding's checks are its own and its helper's.
// A datatype that is no datatype is MPICH's glue (MPIR_Ext_datatype_iscommitted) instead.
// The source is Debian's `mpich` source package (apt-get source, cached as the suite script
// does; nothing of it is committed): only names, line numbers and message texts are kept.
//
//   node scripts/romio-error-frames.mjs           (rewrites the file)
//   node scripts/romio-error-frames.mjs --check   (fails if the committed file differs)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { debianSourceTree } from './suite-mpich.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'src/sim/mpi/lib/io_frames.c');
const romio = debianSourceTree('mpich', '4.0.2', 'src/mpi/romio', 'mpi-io/read.c');
const glue = debianSourceTree('mpich', '4.0.2', 'src/glue/romio', 'glue_romio.c');
const errhan = debianSourceTree('mpich', '4.0.2', 'src/mpi/errhan', 'errnames.txt');

// The message of each key ("**iobadfh:Invalid file handle"); the generic form, as ROMIO passes no arguments.
const messages = new Map();
// A line ending in a backslash goes on in the next one.
for (const l of readFileSync(join(errhan, 'errnames.txt'), 'utf8').replace(/\\\n\s*/g, '').split('\n')) {
  const m = /^\*\*(\w+(?: %\w)*):(.*)$/.exec(l);
  if (m && !messages.has(m[1])) messages.set(m[1], m[2]);
}

// The key each MPIO_CHECK_* macro raises (the first of its body).
const macroKey = new Map();
{
  const h = readFileSync(join(romio, 'adio/include/adioi_error.h'), 'utf8');
  for (const m of h.matchAll(/#define MPIO_CHECK_(\w+)\(([^]*?)\n(?=\n|#)/g)) {
    const k = /"\*\*(\w+)"/.exec(m[2]);
    if (k) macroKey.set(m[1], k[1]);
  }
}

/** The function definitions of a file: name, body lines (with their 1-based numbers). */
function definitions(path) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const defs = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^(?:static )?int (\w+)\(/.exec(lines[i]);
    if (!m) continue;
    let j = i;
    while (j < lines.length && lines[j] !== '{' && !lines[j].trimEnd().endsWith(';')) j++;
    if (lines[j] !== '{') continue;
    let end = j;
    while (end < lines.length && lines[end] !== '}') end++;
    defs.push({ name: m[1], start: i + 1, lines: lines.slice(i, end + 1) });
    i = end;
  }
  return defs;
}

/** A function's checks in source order: [kind, line], kind a macro's name or a key raised directly. */
function checks(def) {
  const found = [];
  def.lines.forEach((l, k) => {
    const line = def.start + k;
    const m = /MPIO_CHECK_(\w+)\(/.exec(l);
    if (m && macroKey.has(m[1])) { found.push([m[1], line]); return; }
    if (!/MPIO_Err_create_code\(/.test(l)) return;
    // The statement to its end: the line of __LINE__ and the key.
    let at, stmt = '';
    for (let j = k; j < def.lines.length; j++) {
      if (at === undefined && def.lines[j].includes('__LINE__')) at = def.start + j;
      stmt += ' ' + def.lines[j].trim();
      if (def.lines[j].includes(');')) break;
    }
    // The generic key, and the specific one with its arguments when they are string literals.
    const km = /"\*\*(\w+)", (?:0|"\*\*(\w+(?: %s)+)"((?:, "[^"]*")+))\)/.exec(stmt);
    if (at === undefined || !km || !/\bmyname\b/.test(stmt)) return;
    found.push([km[1], at, km[2] && [km[2], [...km[3].matchAll(/"([^"]*)"/g)].map((a) => a[1])]]);
  });
  return found;
}

const defs = new Map();
for (const f of readdirSync(join(romio, 'mpi-io')).sort()) {
  if (f.endsWith('.c')) for (const d of definitions(join(romio, 'mpi-io', f))) defs.set(d.name, d);
}

/** A check's message: the specific form filled with its literal arguments, or the generic one. */
function text(kind, specific) {
  const key = macroKey.get(kind) ?? kind;
  if (specific && messages.has(specific[0])) {
    const args = [...specific[1]];
    return messages.get(specific[0]).replace(/%s/g, () => args.shift());
  }
  const t = messages.get(key);
  if (t === undefined) throw new Error(`no message for **${key}`);
  return t;
}

const rows = [];
for (const [name, d] of defs) {
  if (!/^MPI_(File_|Register_datarep)/.test(name)) continue;
  const call = d.lines.map((l) => /\b(MPIOI_\w+)\(/.exec(l)).find(Boolean);
  const helper = call && defs.get(call[1]);
  // The name is the binding's, or the helper's when the binding passes none.
  const myname = (x) => x && x.lines.map((l) => /static char myname\[\] = "(\w+)"/.exec(l)).find(Boolean);
  const my = myname(d) ?? myname(helper);
  if (!my) continue;
  const all = [...checks(d), ...(helper ? checks(helper) : [])];
  // A check made twice (set_view's "**iofiletype") is kind, then kind#2...
  const seen = new Map();
  for (const [kind, line, specific] of all) {
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    rows.push([name, n === 1 ? kind : `${kind}#${n}`, `${my[1]}(${line})`, text(kind, specific)]);
  }
}

// MPIO_DATATYPE_ISCOMMITTED inside MPICH: MPIR_Ext_datatype_iscommitted's own checks.
{
  const d = definitions(join(glue, 'glue_romio.c')).find((x) => x.name === 'MPIR_Ext_datatype_iscommitted');
  const at = (re) => d.start + d.lines.findIndex((l) => re.test(l));
  rows.push([d.name, 'dtype', `${d.name}(${at(/MPIR_ERRTEST_DATATYPE\(/)})`, text('dtype')]);
  rows.push([d.name, 'dtypecommit', `${d.name}(${at(/MPIR_Datatype_committed_ptr\(/)})`, text('dtypecommit')]);
}
const q = (s) => JSON.stringify(s);
const body = `/*
 * Generated by scripts/romio-error-frames.mjs from MPICH 4.0.2's ROMIO (Debian's source package):
 * do not edit. The frame of each check ROMIO makes, by binding and check (an MPIO_CHECK_* macro's
 * name or the key raised directly): where, and the message.
 */
int __mpisim_error_code(int errclass, const char *location, const char *msg);
int strcmp(const char *, const char *);

static const char *const io_frame_rows[][4] = {
${rows.map((r) => `    {${r.map(q).join(', ')}},`).join('\n')}
};

/* The code ROMIO makes for check \`kind\` of \`fname\`: class \`cls\` with its frame, or the bare class. */
int __mpisim_io_frame(int cls, const char *fname, const char *kind)
{
    unsigned i;
    for (i = 0; i < sizeof io_frame_rows / sizeof io_frame_rows[0]; i++)
        if (!strcmp(io_frame_rows[i][0], fname) && !strcmp(io_frame_rows[i][1], kind))
            return __mpisim_error_code(cls, io_frame_rows[i][2], io_frame_rows[i][3]);
    return cls;
}
`;

if (process.argv.includes('--check')) {
  if (readFileSync(out, 'utf8') !== body) { console.error(`${out} is not what the source gives: rerun the script`); process.exit(1); }
  console.log(`${out}: up to date (${rows.length} rows)`);
} else {
  writeFileSync(out, body);
  console.log(`wrote ${out}: ${rows.length} rows`);
}
