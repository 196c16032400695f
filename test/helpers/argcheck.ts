/**
 * The argument-checking differential test's generator (issue 14): for every MPI function MPICH's
 * installed mpi.h and mpio.h declare, calls that each make one argument bad (a null, freed,
 * garbage or wrong-kind handle, a negative count, a rank or root out of range, a tag out of range,
 * a NULL buffer or pointer) with every other argument valid, under MPI_ERRORS_RETURN. Each call
 * prints the error class and MPI_Error_string's text of what it returned; the same program built
 * with mpicc.mpich and with mpisim must print the same.
 *
 * The functions and their parameters are read from the headers themselves: gcc -aux-info lists
 * the declared functions, and the preprocessed header text gives their parameter names (which
 * say what an int is: a count, a rank, a tag, a root).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Param {
  /** The parameter's base type without const ("MPI_Comm", "void", "int"). */
  base: string;
  /** Indirections: stars plus one for an array declarator. */
  ptr: number;
  isConst: boolean;
  name: string;
  /** Sized inner array dimensions ("[3]" of int ranges[][3]): the cast is to a pointer to array. */
  dims: string;
}

export interface MpiFunction {
  name: string;
  params: Param[];
}

export function sh(cmd: string, args: string[], cwd?: string): { status: number | null; out: string; stdout: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 300_000, maxBuffer: 64 << 20 });
  if (r.error) throw new Error(`cannot run ${cmd} (${r.error.message}): gcc and MPICH (Debian packages gcc, mpich) are required`);
  return { status: r.status, out: `${r.stdout}${r.stderr}`, stdout: r.stdout };
}

/** The include directories of MPICH's compiler wrapper (`mpicc.mpich -show`). */
export function mpichIncludes(): string[] {
  const r = sh('mpicc.mpich', ['-show']);
  if (r.status !== 0) throw new Error(`mpicc.mpich -show: ${r.out}`);
  const dirs = r.out.split(/\s+/).filter((w) => w.startsWith('-I')).map((w) => w.slice(2));
  if (!dirs.some((d) => existsSync(join(d, 'mpi.h')) && existsSync(join(d, 'mpio.h')))) throw new Error(`no mpi.h and mpio.h under ${dirs.join(' ')}`);
  return dirs;
}

/** The MPI_ functions MPICH's mpi.h and mpio.h declare, as gcc reads them (-aux-info). */
export function mpichFunctions(dir: string): string[] {
  writeFileSync(join(dir, 'headers.c'), '#include <mpi.h>\n#include <mpio.h>\n');
  const r = sh('gcc', [...mpichIncludes().map((d) => `-I${d}`), '-aux-info', 'aux.txt', '-fsyntax-only', 'headers.c'], dir);
  if (r.status !== 0) throw new Error(`gcc -aux-info: ${r.out}`);
  const names = new Set<string>();
  // "/* file:line:NC */ extern int MPI_Send (const void *, ...);": the declared name is the first
  // identifier before " (" (parameters of function type are inside the parentheses).
  for (const m of readFileSync(join(dir, 'aux.txt'), 'utf8').matchAll(/\*\/ extern [\w\s*]*?\b(MPI_\w+) \(/g)) names.add(m[1]);
  return [...names].sort();
}

function parseParam(text: string): Param | undefined {
  const t = text.trim();
  if (t === 'void' || t === '...') return undefined;
  const m = /^(.*?)([A-Za-z_]\w*)\s*((?:\[\s*\])*)((?:\[\s*\d+\s*\])*)$/.exec(t);
  if (!m) throw new Error(`cannot read the parameter "${t}"`);
  const head = m[1];
  const isConst = /\bconst\b/.test(head);
  const ptr = (head.match(/\*/g) ?? []).length + (m[3].match(/\[/g) ?? []).length;
  const base = head.replace(/\bconst\b/g, '').replace(/\*/g, '').trim();
  return { base, ptr, isConst, name: m[2], dims: m[4].replace(/\s/g, '') };
}

/** The MPI_ functions returning int of MPICH's headers, with their parameters (names included). */
export function mpichPrototypes(dir: string): MpiFunction[] {
  const declared = new Set(mpichFunctions(dir));
  const r = sh('gcc', [...mpichIncludes().map((d) => `-I${d}`), '-E', '-P', 'headers.c'], dir);
  if (r.status !== 0) throw new Error(`gcc -E: ${r.out}`);
  const text = r.stdout.replace(/\s+/g, ' ');
  const fns = new Map<string, MpiFunction>();
  for (const m of text.matchAll(/\bint (MPI_\w+) ?\(([^()]*)\)/g)) {
    if (!declared.has(m[1]) || fns.has(m[1])) continue;
    const params = m[2].split(',').map(parseParam).filter((p): p is Param => p !== undefined);
    fns.set(m[1], { name: m[1], params });
  }
  return [...fns.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

// =============================================================================================
// Values

const HANDLE_KINDS: Record<string, { null: string; wrong?: string; garbage: string }> = {
  MPI_Comm: { null: 'MPI_COMM_NULL', wrong: '(MPI_Comm)MPI_INT', garbage: '(MPI_Comm)0x12345678' },
  MPI_Datatype: { null: 'MPI_DATATYPE_NULL', wrong: '(MPI_Datatype)MPI_COMM_WORLD', garbage: '(MPI_Datatype)0x12345678' },
  MPI_Group: { null: 'MPI_GROUP_NULL', wrong: '(MPI_Group)MPI_COMM_WORLD', garbage: '(MPI_Group)0x12345678' },
  MPI_Op: { null: 'MPI_OP_NULL', wrong: '(MPI_Op)MPI_INT', garbage: '(MPI_Op)0x12345678' },
  MPI_Request: { null: 'MPI_REQUEST_NULL', wrong: '(MPI_Request)MPI_COMM_WORLD', garbage: '(MPI_Request)0x12345678' },
  MPI_Info: { null: 'MPI_INFO_NULL', wrong: '(MPI_Info)MPI_COMM_WORLD', garbage: '(MPI_Info)0x12345678' },
  MPI_Errhandler: { null: 'MPI_ERRHANDLER_NULL', wrong: '(MPI_Errhandler)MPI_COMM_WORLD', garbage: '(MPI_Errhandler)0x12345678' },
  MPI_Win: { null: 'MPI_WIN_NULL', wrong: '(MPI_Win)MPI_COMM_WORLD', garbage: '(MPI_Win)0x12345678' },
  MPI_Message: { null: 'MPI_MESSAGE_NULL', wrong: '(MPI_Message)MPI_COMM_WORLD', garbage: '(MPI_Message)0x12345678' },
  MPI_Session: { null: 'MPI_SESSION_NULL', wrong: '(MPI_Session)MPI_COMM_WORLD', garbage: '(MPI_Session)0x12345678' },
  // MPICH's MPI_File is a pointer: a garbage one is dereferenced, so only null and closed.
  MPI_File: { null: 'MPI_FILE_NULL', garbage: '' },
};

/** The freed handle of each kind the program makes at its start (see PRELUDE). */
const FREED: Record<string, string> = {
  MPI_Comm: 'freed_comm', MPI_Datatype: 'freed_type', MPI_Group: 'freed_group', MPI_Op: 'freed_op',
  MPI_Info: 'freed_info', MPI_Errhandler: 'freed_errh', MPI_Win: 'freed_win', MPI_Request: 'freed_req',
};

/** Functions not called: they end the process or the run, wait for peers that never come, or are MPI_T's own world. */
const SKIP = new Set(['MPI_Init', 'MPI_Init_thread', 'MPI_Finalize', 'MPI_Abort', 'MPI_Comm_spawn', 'MPI_Comm_spawn_multiple',
  'MPI_Comm_accept', 'MPI_Comm_connect', 'MPI_Comm_join', 'MPI_Pcontrol', 'MPI_Wtime', 'MPI_Wtick']);

export function skipped(f: MpiFunction): boolean {
  // The f08 status conversions are in MPICH's Fortran library, which mpicc does not link.
  return SKIP.has(f.name) || f.name.startsWith('MPI_T_') || /f08/.test(f.name);
}

const COUNT_NAMES = /^(count|sendcount|recvcount|incount|outcount|origin_count|target_count|result_count|n|maxprocs|ndims|nnodes|indegree|outdegree|blocklength|maxdims|maxindex|maxedges|maxneighbors|maxindegree|maxoutdegree|size|outsize|valuelen|buflen|partitions)$/;
const RANK_NAMES = /^(dest|source|rank|target_rank|local_leader|remote_leader)$/;
const TAG_NAMES = /^(tag|sendtag|recvtag)$/;

/** Handle pointers the function reads (and may free): the kind's own name, not a new object. */
function inoutHandle(f: MpiFunction, p: Param): boolean {
  if (p.ptr !== 1 || !HANDLE_KINDS[p.base]) return false;
  if (p.base === 'MPI_Request') return /^MPI_(Wait|Test|Request_free|Start|Cancel)\b/.test(f.name) && /^(request|array_of_requests)$/.test(p.name);
  if (p.isConst) return true;
  return /^(comm|datatype|type|group|op|info|win|errhandler|fh|message|session)$/.test(p.name) && !/_(create|dup|get|split|connect|accept|join|open|allocate|incl|excl|union)/.test(f.name)
    || /^MPI_(Comm_free|Comm_disconnect|Type_free|Type_commit|Group_free|Op_free|Info_free|Win_free|Errhandler_free|File_close|Session_finalize|Mrecv|Imrecv)$/.test(f.name);
}

/** The communicator a function expects: topology queries need one with that topology. */
function commFor(f: MpiFunction): string {
  if (/^MPI_(Cart_|Neighbor_|Ineighbor_)/.test(f.name)) return 'cart';
  if (/^MPI_Graph_/.test(f.name)) return 'graph';
  if (/^MPI_Dist_graph_neighbors/.test(f.name)) return 'dgraph';
  return 'MPI_COMM_WORLD';
}

function cType(p: Param): string {
  if (p.dims) return `${p.isConst ? 'const ' : ''}${p.base} (${'*'.repeat(p.ptr)})${p.dims}`;
  return `${p.isConst ? 'const ' : ''}${p.base} ${'*'.repeat(p.ptr)}`.trim();
}

const STRINGS: Record<string, string> = {
  datarep: '"native"', filename: '"argcheck.dat"', key: '"k"', value: '"v"', service_name: '"svc"', port_name: 'port',
  comm_name: '"c"', type_name: '"t"', win_name: '"w"', pset_name: '"mpi://WORLD"', stringtag: '"s"',
};

/** A valid value for a parameter: the baseline every case changes one argument of. */
function valid(f: MpiFunction, p: Param): string {
  const k = p.base;
  if (p.ptr === 0) {
    if (k === 'MPI_Comm') return commFor(f);
    if (k === 'MPI_Datatype') return 'MPI_INT';
    if (k === 'MPI_Group') return 'wgroup';
    if (k === 'MPI_Op') return 'MPI_SUM';
    if (k === 'MPI_Request') return 'MPI_REQUEST_NULL';
    if (k === 'MPI_Info') return 'info';
    if (k === 'MPI_Errhandler') return 'MPI_ERRORS_RETURN';
    if (k === 'MPI_Win') return 'win';
    if (k === 'MPI_File') return 'fh';
    if (k === 'MPI_Message') return 'MPI_MESSAGE_NO_PROC';
    if (k === 'MPI_Session') return 'session';
    if (RANK_NAMES.test(p.name)) return /^(dest|source)$/.test(p.name) ? 'MPI_PROC_NULL' : '0';
    if (COUNT_NAMES.test(p.name)) return '1';
    if (p.name === 'amode') return 'MPI_MODE_RDWR | MPI_MODE_CREATE';
    if (p.name === 'errorcode' || p.name === 'errorclass') return 'MPI_ERR_OTHER';
    if (p.name === 'disp_unit') return '1';
    return '0';
  }
  if (k.endsWith('_function') || k.endsWith('_fn')) return `(${cType(p)})dummy_fn`;
  if (inoutHandle(f, p)) return `(${cType(p)})&io_${k}`;
  if (HANDLE_KINDS[k]) return `(${cType(p)})hbuf_${k}`;
  if (k === 'char' && p.ptr === 1 && p.isConst) return STRINGS[p.name] ?? '"x"';
  if (k === 'char') return `(${cType(p)})sbuf`;
  if (k === 'MPI_Status') return '(MPI_Status *)stbuf';
  if (k === 'int' && /count|blocklength|sizes|dims|degrees|maxprocs|weights/.test(p.name)) return `(${cType(p)})ones`;
  return `(${cType(p)})zbuf`;
}

export interface Case {
  fn: string;
  /** "comm=null", "count=-1": which argument is bad, and how. */
  what: string;
  /** Statements before the call (the in-out handle's bad value), and the call's arguments. */
  pre: string;
  args: string[];
}

/** The bad values of one parameter (empty when the parameter has no wrong value to try). */
function badValues(f: MpiFunction, p: Param): { what: string; pre?: string; value: string }[] {
  const out: { what: string; pre?: string; value: string }[] = [];
  const kinds = (kind: string) => {
    const h = HANDLE_KINDS[kind];
    const vals: [string, string][] = [['null', h.null]];
    if (FREED[kind]) vals.push(['freed', FREED[kind]]);
    if (h.garbage) vals.push(['garbage', h.garbage]);
    if (h.wrong) vals.push(['wrongkind', h.wrong]);
    return vals;
  };
  if (p.ptr === 0) {
    if (HANDLE_KINDS[p.base]) for (const [w, v] of kinds(p.base)) out.push({ what: `${p.name}=${w}`, value: v });
    else if (COUNT_NAMES.test(p.name)) out.push({ what: `${p.name}=-1`, value: '-1' });
    else if (RANK_NAMES.test(p.name)) { out.push({ what: `${p.name}=size`, value: 'wsize' }, { what: `${p.name}=-7`, value: '-7' }); }
    else if (TAG_NAMES.test(p.name)) { out.push({ what: `${p.name}=-5`, value: '-5' }, { what: `${p.name}=ub+1`, value: 'bigtag' }); }
    else if (p.name === 'root') { out.push({ what: 'root=size', value: 'wsize' }, { what: 'root=-7', value: '-7' }); }
    return out;
  }
  out.push({ what: `${p.name}=NULL`, value: 'NULL' });
  if (inoutHandle(f, p)) {
    for (const [w, v] of kinds(p.base)) out.push({ what: `*${p.name}=${w}`, pre: `io_${p.base}[0] = ${v};`, value: `(${cType(p)})&io_${p.base}` });
  } else if (HANDLE_KINDS[p.base] && p.isConst) {
    for (const [w, v] of kinds(p.base)) out.push({ what: `${p.name}[]=${w}`, pre: `for (int i = 0; i < 8; i++) io_${p.base}[i] = ${v};`, value: `(${cType(p)})io_${p.base}` });
  }
  return out;
}

export function cases(f: MpiFunction): Case[] {
  if (skipped(f)) return [];
  const base = f.params.map((p) => valid(f, p));
  const out: Case[] = [];
  f.params.forEach((p, i) => {
    for (const b of badValues(f, p)) {
      const args = [...base];
      args[i] = b.value;
      // The in-out handles every case resets to a valid value first (a NULL one stays NULL).
      out.push({ fn: f.name, what: b.what, pre: b.pre ?? '', args });
    }
  });
  return out;
}

const KINDS = Object.keys(HANDLE_KINDS);
/** What an in-out handle holds when another argument is the bad one. */
const IO_VALID: Record<string, string> = { MPI_Datatype: 'MPI_INT', MPI_Op: 'MPI_SUM', MPI_Errhandler: 'MPI_ERRORS_RETURN', MPI_Message: 'MPI_MESSAGE_NO_PROC' };

/** The program that runs cases[from..] (skipping the indices given after argv[1]), one line each. */
export function program(cs: readonly Case[]): string {
  const resets = KINDS.map((k) => `  for (int i = 0; i < 8; i++) io_${k}[i] = ${IO_VALID[k] ?? HANDLE_KINDS[k].null};`);
  const body = cs.map((c, k) => `  if (run(${k})) { reset_io();${/^MPI_File_i?read/.test(c.fn) ? ' file_data();' : ''} ${c.pre} report(${k}, "${c.fn} ${c.what}", ${c.fn}(${c.args.join(', ')})); }`);
  return `${HEAD}
${KINDS.map((k) => `static ${k} io_${k}[8], hbuf_${k}[8];`).join('\n')}
${PRELUDE}
static void reset_io(void) {
${resets.join('\n')}
}
int main(int argc, char **argv) {
  setup(argc, argv);
${body.join('\n')}
  printf("done\\n");
  return 0;
}
`;
}

const HEAD = `#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>`;

const PRELUDE = `static long long zbuf[8192], stbuf[64];
static int ones[1024];
static char sbuf[MPI_MAX_ERROR_STRING + MPI_MAX_PORT_NAME + 64], port[MPI_MAX_PORT_NAME];
static int wsize, bigtag, from, until = INT_MAX, nskip, skips[4096];
static MPI_Comm cart, graph, dgraph, freed_comm;
static MPI_Datatype freed_type;
static MPI_Group wgroup, freed_group;
static MPI_Op freed_op;
static MPI_Info info, freed_info;
static MPI_Errhandler freed_errh;
static MPI_Win win, freed_win;
static MPI_Request freed_req;
static MPI_File fh;
static MPI_Session session;
static void dummy_fn(void) {}
static int run(int k) {
  if (k < from || k > until) return 0;
  for (int i = 0; i < nskip; i++) if (skips[i] == k) return 0;
  return 1;
}
static void report(int k, const char *what, int rc) {
  char s[MPI_MAX_ERROR_STRING];
  int len = 0, cls = -1;
  if (rc == MPI_SUCCESS) printf("%d %s: MPI_SUCCESS\\n", k, what);
  else {
    MPI_Error_class(rc, &cls);
    MPI_Error_string(rc, s, &len);
    /* One line per case: the error stack's lines joined. */
    for (char *c = s; *c; c++) if (*c == '\\n') *c = '|';
    printf("%d %s: class %d: %s\\n", k, what, cls, s);
  }
  fflush(stdout);
}
/*
 * Every read finds data at the file pointers. Without this, what the file holds at a read would
 * depend on a race in MPICH: MPI_File_iwrite and its kin post glibc's aio_write (ROMIO's
 * ADIOI_GEN_aio) before storing the request, so with request=NULL the process dies while aio's
 * thread writes or not, and the next process (run from the next case) finds the bytes or an
 * empty file; a read into NULL is then "Bad address" or MPI_SUCCESS (EOF) from run to run.
 */
static void file_data(void) {
  MPI_Status st;
  MPI_File_write_at(fh, 0, ones, 64, MPI_INT, &st);
  MPI_File_seek(fh, 0, MPI_SEEK_SET);
  MPI_File_seek_shared(fh, 0, MPI_SEEK_SET);
}
static void setup(int argc, char **argv) {
  int one = 1, zero = 0, flag, *ub;
  from = argc > 1 ? atoi(argv[1]) : 0;
  /* "from:until": the cases up to until only (the other implementation's process ended there). */
  if (argc > 1 && strchr(argv[1], ':')) until = atoi(strchr(argv[1], ':') + 1);
  for (int i = 2; i < argc && nskip < 4096; i++) skips[nskip++] = atoi(argv[i]);
  for (int i = 0; i < 1024; i++) ones[i] = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_set_errhandler(MPI_COMM_SELF, MPI_ERRORS_RETURN);
  MPI_Comm_size(MPI_COMM_WORLD, &wsize);
  MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &flag);
  bigtag = *ub == INT_MAX ? -9 : *ub + 1;
  MPI_Comm_group(MPI_COMM_WORLD, &wgroup);
  MPI_Cart_create(MPI_COMM_WORLD, 1, &wsize, &zero, 0, &cart);
  MPI_Graph_create(MPI_COMM_WORLD, 1, &one, &zero, 0, &graph);
  MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 0, NULL, MPI_UNWEIGHTED, 0, NULL, MPI_UNWEIGHTED, MPI_INFO_NULL, 0, &dgraph);
  { MPI_Comm c; MPI_Comm_dup(MPI_COMM_WORLD, &c); freed_comm = c; MPI_Comm_free(&c); }
  { MPI_Datatype t; MPI_Type_contiguous(2, MPI_INT, &t); MPI_Type_commit(&t); freed_type = t; MPI_Type_free(&t); }
  { MPI_Group g; MPI_Group_incl(wgroup, 1, &zero, &g); freed_group = g; MPI_Group_free(&g); }
  { MPI_Op o; MPI_Op_create((MPI_User_function *)dummy_fn, 1, &o); freed_op = o; MPI_Op_free(&o); }
  { MPI_Info i; MPI_Info_create(&i); freed_info = i; MPI_Info_free(&i); }
  { MPI_Errhandler e; MPI_Comm_create_errhandler((MPI_Comm_errhandler_function *)dummy_fn, &e); freed_errh = e; MPI_Errhandler_free(&e); }
  { MPI_Win w; MPI_Win_create(zbuf, 64, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &w); freed_win = w; MPI_Win_free(&w); }
  { MPI_Request r; MPI_Recv_init(zbuf, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &r); freed_req = r; MPI_Request_free(&r); }
  MPI_Info_create(&info);
  MPI_Info_set(info, "k", "v");
  MPI_Win_create(zbuf, sizeof zbuf, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_set_errhandler(win, MPI_ERRORS_RETURN);
  MPI_File_open(MPI_COMM_SELF, "argcheck.dat", MPI_MODE_RDWR | MPI_MODE_CREATE | MPI_MODE_DELETE_ON_CLOSE, MPI_INFO_NULL, &fh);
  MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_RETURN, &session);
  strcpy(port, "port");
  for (int i = 0; i < 8; i++) {
    hbuf_MPI_Comm[i] = MPI_COMM_NULL; hbuf_MPI_Datatype[i] = MPI_INT; hbuf_MPI_Group[i] = MPI_GROUP_NULL;
    hbuf_MPI_Op[i] = MPI_SUM; hbuf_MPI_Request[i] = MPI_REQUEST_NULL; hbuf_MPI_Info[i] = MPI_INFO_NULL;
    hbuf_MPI_Errhandler[i] = MPI_ERRORS_RETURN; hbuf_MPI_Win[i] = MPI_WIN_NULL; hbuf_MPI_Message[i] = MPI_MESSAGE_NULL;
    hbuf_MPI_Session[i] = MPI_SESSION_NULL; hbuf_MPI_File[i] = MPI_FILE_NULL;
  }
  printf("tag_ub %d\\n", *ub);
  fflush(stdout);
}
`;

// =============================================================================================
// Running

export interface CaseRun {
  /** The line each case printed, by case index. */
  lines: Map<number, string>;
  /** Cases that ended the process or hung (index -> how), the rest run on. */
  crashed: Map<number, string>;
}

/**
 * Runs a program of `n` cases until every case printed its line or ended the process: after a
 * crash or a hang the program is run again from the next case. `skip` lists cases not to run.
 * `stops`: the cases after which a new process starts anyway, those that ended the other
 * implementation's process. Its next process starts with none of the objects and states the
 * cases before made (a name published, a split collective begun), so this one must not have
 * them either for the cases after to be compared.
 */
export async function runCases(
  n: number,
  skip: readonly number[],
  once: (args: string[]) => Promise<{ stdout: string; stderr: string; status: number; hung: boolean }>,
  stops: readonly number[] = [],
): Promise<CaseRun> {
  const lines = new Map<number, string>();
  const crashed = new Map<number, string>();
  const skipSet = new Set(skip);
  const ends = [...stops].sort((a, b) => a - b);
  let from = 0;
  while (from < n) {
    const until = ends.find((k) => k >= from && k < n - 1);
    const r = await once([until === undefined ? String(from) : `${from}:${until}`, ...skip.filter((k) => k >= from).map(String)]);
    let last = from - 1;
    let done = false;
    for (const line of r.stdout.split('\n')) {
      const m = /^(\d+) /.exec(line);
      if (m) { lines.set(Number(m[1]), line); last = Number(m[1]); }
      else if (line === 'done') done = true;
    }
    if (done && until === undefined) break;
    if (done) { from = until! + 1; continue; }
    let k = last + 1;
    while (skipSet.has(k)) k++;
    if (k >= n) break;
    const tail = r.stderr.trim().split('\n').slice(-1)[0] ?? '';
    crashed.set(k, `${r.hung ? 'hung' : `exit ${r.status}`}${tail ? `: ${tail.slice(0, 200)}` : ''}`);
    from = k + 1;
  }
  return { lines, crashed };
}

/**
 * A line with what differs between two runs of the same program removed: addresses. MPICH cuts
 * a stack line's message at MPIR_MAX_ERROR_LINE counting each address at the width it has in the
 * process (mpisim does too, errors/format.ts), so a cut can fall inside an address, which then
 * ends the line (before the next one's '|', or the string's end) with its first few digits.
 */
export function normalise(line: string): string {
  return line.replace(/0x[0-9a-f]{6,}/g, 'ADDR').replace(/0x[0-9a-f]*(?=\||$)/g, 'ADDR');
}

/** The families a test runs one program each for: functions grouped by their first word. */
export function families(fns: readonly MpiFunction[]): Map<string, MpiFunction[]> {
  const fam = new Map<string, MpiFunction[]>();
  for (const f of fns) {
    if (skipped(f)) continue;
    const word = f.name.split('_')[1];
    const key = /^(Comm|Type|Win|File|Group|Info|Cart|Graph|Dist|Session)$/.test(word) ? word
      : /^(Send|Recv|Isend|Irecv|Bsend|Ibsend|Ssend|Issend|Rsend|Irsend|Sendrecv|Isendrecv|Probe|Iprobe|Mprobe|Improbe|Mrecv|Imrecv|Bsend_init|Send_init|Recv_init|Ssend_init|Rsend_init|Psend|Precv|Pready|Parrived|Buffer)/.test(f.name.slice(4)) ? 'pt2pt'
      : /^(Wait|Test|Start|Request|Cancel|Grequest|Status)/.test(f.name.slice(4)) ? 'request'
      : /^(Put|Get|Rput|Rget|Accumulate|Raccumulate|Get_accumulate|Rget_accumulate|Fetch_and_op|Compare_and_swap|Alloc_mem|Free_mem)$/.test(f.name.slice(4)) ? 'rma'
      : /(gather|scatter|reduce|alltoall|bcast|barrier|scan|allreduce|Allreduce|Reduce|Scan|Exscan|Bcast|Barrier)/i.test(f.name) ? 'coll'
      : 'misc';
    if (!fam.has(key)) fam.set(key, []);
    fam.get(key)!.push(f);
  }
  return fam;
}

// =============================================================================================
// Known differences

/**
 * How mpisim's answer to a case differs from MPICH's, as test/argcheck/known-differences.txt
 * names it:
 * - `mpich-ends`: MPICH ends the process (a segfault reading a NULL or garbage pointer, an abort
 *   on a freed object) and mpisim returns the standard's error (the test requires an error line);
 * - `unchecked`: MPICH returns an error (or ends the process), mpisim MPI_SUCCESS (a check mpisim does not make);
 * - `stricter`: MPICH returns MPI_SUCCESS, mpisim an error (a freed handle MPICH still reads);
 * - `class`: both return an error, of other classes;
 * - `stack`: the same class, another error string (MPICH's stack lines, function names, line numbers);
 * - `sim-ends`: MPICH returns, mpisim ends the process or hangs (always a bug);
 * - `both-end`: both end the process;
 * - `mpich-varies`: MPICH reads a freed object (the free list's link over its first fields) or
 *   memory past an array, so its answer changes from run to run (success, another class, another
 *   value in its message, a segfault): mpisim must return an MPI error, whatever MPICH did this time.
 */
export type DiffCategory = 'mpich-ends' | 'unchecked' | 'stricter' | 'class' | 'stack' | 'sim-ends' | 'both-end' | 'mpich-varies';
export const CATEGORIES: readonly DiffCategory[] = ['mpich-ends', 'unchecked', 'stricter', 'class', 'stack', 'sim-ends', 'both-end', 'mpich-varies'];

/** The class a case's line reports (0 for MPI_SUCCESS), or undefined for no line. */
export function lineClass(line: string | undefined): number | undefined {
  if (line === undefined) return undefined;
  if (/: MPI_SUCCESS$/.test(line)) return 0;
  const m = /: class (-?\d+): /.exec(line);
  return m ? Number(m[1]) : undefined;
}

/** The difference between MPICH's line and mpisim's (undefined: a process that ended), or undefined when they agree. */
export function diffCategory(want: string | undefined, got: string | undefined): DiffCategory | undefined {
  const w = lineClass(want), g = lineClass(got);
  if (w === undefined) return g === undefined ? 'both-end' : g === 0 ? 'unchecked' : 'mpich-ends';
  if (g === undefined) return 'sim-ends';
  if (normalise(want!) === normalise(got!)) return undefined;
  if (w !== 0 && g === 0) return 'unchecked';
  if (w === 0 && g !== 0) return 'stricter';
  return w === g ? 'stack' : 'class';
}

export interface KnownDifference { category: DiffCategory; note: string; line: number }

/** The known differences file: "MPI_X what  # category[: note]" a line, "#" lines are comments. */
export function parseKnown(text: string): Map<string, KnownDifference> {
  const out = new Map<string, KnownDifference>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const m = /^(MPI_\w+ \S+)\s+#\s*([\w-]+)(?::\s*(.*))?$/.exec(line);
    if (!m || !CATEGORIES.includes(m[2] as DiffCategory)) throw new Error(`known-differences.txt:${i + 1}: "${line}" is not "MPI_X what  # category[: note]" with a category of ${CATEGORIES.join(', ')}`);
    if (out.has(m[1])) throw new Error(`known-differences.txt:${i + 1}: ${m[1]} listed twice`);
    out.set(m[1], { category: m[2] as DiffCategory, note: m[3] ?? '', line: i + 1 });
  });
  return out;
}
