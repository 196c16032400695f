/**
 * `mpisim cc`: a compiler driver taking mpicc's (gcc's) options, whose objects and executables
 * are mpisim's (../sim/objects.ts), so an unmodified Makefile builds a program for mpisim with
 * `make CC="mpisim cc"` and `mpisim run -n 4 ./prog` runs it. Compile errors and warnings are
 * gcc's, link errors ld's, chosen by gcc's -W options (./cc-warnings.ts); options that only tune
 * native code (-O, -g, -f, -m) are accepted and have no effect.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CompileError, formatDiagnostic, formatDiagnostics, type Diagnostic } from '../sim/c/diagnostics';
import { checkSharedLink, compileUnit, linkUnits, openmpRuntimeUnits, preprocessUnit } from '../sim/compile';
import { preprocessedText } from '../sim/c/pp-output';
import { modificationTime, sandboxedReader } from '../sim/io';
import { defaultTarget, depsOption, depsRule, newDepsOptions, recordingReader, sideFileName } from './cc-deps';
import { WRONG_LANGUAGE_OPTIONS } from './cc-wrong-lang';
import { applyWarningOptions, asksForMore, newWarningOptions, warningOption } from './cc-warnings';
import { linkerOption, neededName, newLinkerOptions, runPath, soname } from './cc-linker';
import { archiveMembersPulled, ObjectFormatError, readLinkInput, writeExecutable, writeObject, writeSharedObject, type LinkInput } from '../sim/objects';

export interface CcIO {
  cwd: string;
  message: (text: string) => void;
  text: (text: string) => void;
  /** Bytes (a latin1 string) for standard output: -E writes the source's bytes as they are, as gcc -E does. */
  stdout: (bytes: string) => void;
  /** The command that runs mpisim (node and the CLI script), written into executables. */
  runner: string[];
}

const HELP = `Usage: mpisim cc [options] <file>...

A C compiler driver with mpicc's options whose output runs on mpisim: objects (-c) and
executables are mpisim's own files; run an executable with mpisim run -n <N> ./prog [args].

  -c                 compile only; <file>.o (or -o) for each source
  -E [-P]            preprocess only, to standard output (or -o), as gcc -E [-P]
  -o <file>          output file (default a.out, or <file>.o with -c)
  -I<dir> -D<m>[=v] -U<m>   as gcc
  -l<lib> -L<dir>    libm, libmpi, libc, libpthread and libgomp are built in; others are found
                     in the -L dirs as ld finds them: lib<lib>.so (of mpisim cc -shared), else
                     lib<lib>.a (ar cr of mpisim cc objects); -static takes archives only;
                     libm's functions (sin, sqrt...) link only with -lm after their files, as gcc's
  -shared            link a shared library (the units go into the programs linked with it,
                     whose own definitions take precedence over the library's, as ld.so's lookup)
  -fopenmp           compile OpenMP directives (_OPENMP 201511, as gcc 12) and link the
                     OpenMP runtime (also -lgomp); a team has OMP_NUM_THREADS threads
                     (default 1: each simulated process has one processor)
  -M -MM -MD -MMD -MF -MT -MQ -MP   make rules of the files a source includes, as gcc
  -print-search-dirs -print-prog-name= -print-file-name= -dumpmachine   as gcc, for mpisim
  -Wall -Wextra -W<name> -Wno-<name> -Werror[=<name>] -w   gcc's warnings, as gcc 12 at -O0
                     (those mpisim knows: ./cc-warnings.ts)
  -O* -g* -f* -m* -std=* -pedantic -pthread   accepted, no effect (a C++-only option is
                     warned of as gcc does)
  -show              print the command that would run, do nothing
`;

/** Libraries mpisim provides itself (their functions are part of its runtime). */
const VERSION = 'mpisim cc 0.1.0 (C99, gcc 12 semantics; MPICH 4.0.2 interface)\n';

const BUILTIN_LIBS = new Set(['m', 'mpi', 'mpich', 'c', 'pthread', 'rt', 'dl', 'opa', 'mpl', 'gomp']);

export async function cc(argv: string[], io: CcIO): Promise<number> {
  let compileOnly = false;
  let preprocessOnly = false, lineMarkers = true;
  let output: string | undefined;
  const defines: Record<string, string> = {};
  const includeDirs: string[] = [];
  const libDirs: string[] = [];
  // Files and -l libraries in command-line order, as ld takes archives where they stand.
  const inputs: { file?: string; lib?: string }[] = [];
  let show = false;
  let openmp = false;
  let common = false;
  let shared = false, preferStatic = false, verbose = false, syntaxOnly = false, pie = true;
  let std: string | undefined;
  const deps = newDepsOptions();
  const linker = newLinkerOptions();
  const otherLanguage: string[] = [];
  const warnings = newWarningOptions();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string | undefined => argv[++i];
    const info = driverInfo(a, io.runner);
    if (info !== undefined) { io.text(info); return 0; }
    const j = depsOption(argv, i, deps);
    if (j >= 0) { i = j; continue; }
    const l = linkerOption(argv, i, linker);
    if (l >= 0) { i = l; continue; }
    if (/^-[fW]/.test(a) && wrongLanguage(a)) otherLanguage.push(a);
    if (a === '-c') compileOnly = true;
    else if (a === '-E') preprocessOnly = true;
    else if (a === '-P') lineMarkers = false;
    else if (a === '-o') output = value();
    else if (a.startsWith('-o')) output = a.slice(2);
    else if (a === '-I') includeDirs.push(value() ?? '');
    else if (a.startsWith('-I')) includeDirs.push(a.slice(2));
    else if (a === '-D' || a.startsWith('-D')) {
      const d = a === '-D' ? value() ?? '' : a.slice(2);
      const eq = d.indexOf('=');
      defines[eq < 0 ? d : d.slice(0, eq)] = eq < 0 ? '1' : d.slice(eq + 1);
    } else if (a === '-U' || a.startsWith('-U')) delete defines[a === '-U' ? value() ?? '' : a.slice(2)];
    else if (a === '-l') inputs.push({ lib: value() ?? '' });
    else if (a.startsWith('-l')) inputs.push({ lib: a.slice(2) });
    else if (a === '-L') libDirs.push(value() ?? '');
    else if (a.startsWith('-L')) libDirs.push(a.slice(2));
    else if (a === '-x' || a === '-include' || a === '-isystem') value();
    else if (a === '-show' || a === '--showme' || a === '-compile-info' || a === '-link-info') show = true;
    else if (a === '-h' || a === '--help') { io.text(HELP); return 0; }
    else if (a === '-shared') shared = true;
    else if (a === '-static') preferStatic = true;
    else if (a === '-v') verbose = true;
    else if (a === '--version' || a === '-V' || a === '-dumpversion') { io.text(VERSION); return 0; }
    else if (a === '-fopenmp') openmp = true;
    else if (a === '-fsyntax-only') syntaxOnly = true;
    else if (a === '-no-pie' || a === '-pie' || a === '-static-pie') pie = a !== '-no-pie';
    else if (a === '-fcommon' || a === '-fno-common') common = a === '-fcommon';
    else if (warningOption(a, warnings)) continue;
    else if (a.startsWith('-std=') || a === '-ansi') std = a === '-ansi' ? 'ansi' : a.slice(5);
    else if (/^-(O|g|W|f|m|std=|pedantic|ansi|pipe|w$|pthread|rdynamic|shared-libgcc|static)/.test(a)) continue;
    else if (a.startsWith('-')) { io.message(`mpisim cc: unrecognized command-line option '${a}'\n`); return 1; }
    else inputs.push({ file: a });
  }
  if (show) { io.text(`mpisim cc ${argv.filter((a) => a !== '-show').join(' ')}\n`); return 0; }
  if (verbose && !inputs.length) { io.text(VERSION); return 0; }
  // gcc -v names the driver's version and the commands it runs (libtool looks for " -lc " in the link's).
  if (verbose) io.message(VERSION);
  const abs = (f: string) => path.resolve(io.cwd, f);
  const files: string[] = [];
  for (const x of inputs) {
    if (x.file !== undefined) { files.push(x.file); continue; }
    const l = x.lib!;
    // ld takes lib<l>.so, else lib<l>.a, from the first -L directory that has one; mpisim's own libraries need no file.
    const names = preferStatic ? [`lib${l}.a`] : [`lib${l}.so`, `lib${l}.a`];
    const found = BUILTIN_LIBS.has(l) ? undefined : libDirs.flatMap((d) => names.map((n) => path.join(d, n))).find((f) => fs.existsSync(abs(f)));
    if (found) { x.file = found; files.push(found); continue; }
    if (BUILTIN_LIBS.has(l)) continue;
    io.message(`mpisim: cannot find -l${l}: No such file or directory (mpisim provides libc, libm, libpthread and MPI; other libraries must be archives of mpisim cc objects in a -L directory)\n`);
    return 1;
  }
  if (!files.length) { io.message('mpisim cc: fatal error: no input files\ncompilation terminated.\n'); return 1; }
  // libgomp is linked by -fopenmp, or named (-lgomp) where ld takes it.
  const gomp = openmp || inputs.some((x) => x.lib === 'gomp' && x.file === undefined);
  // cc1 warns of each other language's option, once per source it compiles or preprocesses.
  const warnOtherLanguages = () => { for (const o of gccOrder(otherLanguage)) io.message(`cc1: warning: command-line option ‘${o}’ is valid for ${wrongLanguage(o)} but not for C\n`); };
  if (preprocessOnly) return preprocessFiles(files, { defines, includeDirs, output, lineMarkers, openmp, std, warn: warnOtherLanguages }, io);
  if (compileOnly && output && files.length > 1) { io.message("mpisim cc: fatal error: cannot specify '-o' with '-c' with multiple files\ncompilation terminated.\n"); return 1; }
  const readFile = sandboxedReader([...new Set(files.map((f) => path.dirname(abs(f)))), ...includeDirs.map(abs)], io.cwd);
  const linkInputs: LinkInput[] = [];
  // The inputs a -lm follows: ld (--as-needed, as Debian's gcc passes it) resolves only their references with libm.
  const lastLibm = inputs.map((x) => x.lib === 'm' && x.file === undefined).lastIndexOf(true);
  const libmFollows = new Set(inputs.slice(0, Math.max(lastLibm, 0)).map((x) => x.file));
  const withLibm = new Set<LinkInput>();
  const errors: Diagnostic[] = [];
  let failed = false;
  const rules: string[] = [];
  const sources = files.filter((f) => f.endsWith('.c')).length;
  for (const f of files) {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(abs(f));
    } catch {
      io.message(`mpisim cc: error: ${f}: No such file or directory\n`);
      failed = true;
      continue;
    }
    try {
      const built = readLinkInput(f, bytes);
      if (built) {
        if (!compileOnly) linkInputs.push(built);
        if (libmFollows.has(f)) withLibm.add(built);
        continue;
      }
      if (!f.endsWith('.c')) { io.message(`mpisim: ${f}: file format not recognized; treating as linker script\n`); failed = true; continue; }
      const rec = recordingReader(readFile, io.cwd);
      const unit = { file: f, source: bytes.toString('latin1') }, opts = { defines, includeDirs: includeDirs.map(abs), readFile: rec.read, fileTime: (p: string) => modificationTime(abs(p)), openmp, common, std, wall: asksForMore(warnings) && (syntaxOnly ? true : 'object' as const) };
      const rule = (object: string | undefined) => depsRule(deps.targets.length ? deps.targets : [defaultTarget(f, object)], [f, ...rec.files], deps.phony);
      warnOtherLanguages();
      if (deps.only) {
        // -M, -MM: preprocessing only.
        const { diagnostics } = preprocessUnit(unit, opts);
        if (diagnostics.length) io.message(formatDiagnostics(diagnostics).join('\n') + '\n');
        if (diagnostics.some((d) => d.severity === 'error')) failed = true;
        else rules.push(rule(undefined));
        continue;
      }
      const { prog, warnings: found } = compileUnit(unit, opts);
      const shown = applyWarningOptions(found, warnings);
      if (shown.list.length) io.message(formatDiagnostics(shown.list).join('\n') + '\n');
      if (shown.footer) io.message(shown.footer + '\n');
      if (shown.errors) { failed = true; continue; }
      // gcc -fsyntax-only checks the unit and writes nothing: no object, no link.
      if (syntaxOnly) continue;
      const object = compileOnly ? output ?? path.basename(f).replace(/\.c$/, '.o') : undefined;
      if (deps.sideFile) fs.writeFileSync(abs(sideFileName(f, deps, object, sources, compileOnly ? undefined : output ?? 'a')), rule(object ?? output ?? 'a'));
      if (compileOnly) writeObject(abs(object!), prog, io.cwd);
      else {
        linkInputs.push({ units: [prog] });
        if (libmFollows.has(f)) withLibm.add(linkInputs[linkInputs.length - 1]);
      }
    } catch (e) {
      if (e instanceof ObjectFormatError) { io.message(`mpisim: ${e.message}\n`); failed = true; continue; }
      if (!(e instanceof CompileError)) throw e;
      const shown = applyWarningOptions(e.diagnostics, warnings);
      io.message(formatDiagnostics(shown.list).join('\n') + '\n');
      if (shown.footer) io.message(shown.footer + '\n');
      errors.push(...shown.list.filter((d) => d.severity === 'error'));
    }
  }
  if (failed || errors.length) return 1;
  if (deps.only) {
    const out = deps.file ?? output;
    if (out && out !== '-') fs.writeFileSync(abs(out), rules.join(''));
    else io.text(rules.join(''));
    return 0;
  }
  if (compileOnly || syntaxOnly) return 0;
  // The runtime's units go into the executable as static linking puts them, when the program uses them.
  if (gomp) linkInputs.push({ archive: 'libgomp.a', members: openmpRuntimeUnits() });
  const units = archiveMembersPulled(linkInputs, !shared);
  const libmUnits = new Set(linkInputs.filter((x) => withLibm.has(x)).flatMap((x) => ('units' in x ? x.units : x.members.flatMap((m) => m.units))));
  const out = output ?? 'a.out';
  if (verbose) io.message(` ${[...io.runner, 'ld', ...(shared ? ['-shared'] : []), ...files, '-lmpi', '-lc', '-o', out].join(' ')}\n`);
  try {
    // Linking now reports what ld would; the executable keeps the units and links again when run.
    if (shared) checkSharedLink(units.map((u) => structuredClone(u)));
    // libm resolves only the references of the inputs a -lm follows, as gcc's link does; the executable, run later, links it.
    else linkUnits(units.map((u) => structuredClone(u)), undefined, false, units.map((u) => libmUnits.has(u)));
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    io.message(e.diagnostics.map(formatDiagnostic).join('\n') + '\ncollect2: error: ld returned 1 exit status\n');
    return 1;
  }
  if (shared) writeSharedObject(abs(out), units, io.cwd, soname(linker));
  else writeExecutable(abs(out), units, io.cwd, io.runner, { needed: inputs.filter((x) => x.file !== undefined && /\.so(\.\d+)*$/.test(x.file)).map((x) => neededName(x.file!, x.lib !== undefined, abs)), runPath: runPath(linker), pie });
  return 0;
}

/** `-E`: each file preprocessed, as gcc -E writes it; diagnostics on stderr, status 1 on errors. */
function preprocessFiles(files: string[], o: { defines: Record<string, string>; includeDirs: string[]; output?: string; lineMarkers: boolean; openmp: boolean; std?: string; warn: () => void }, io: CcIO): number {
  const abs = (f: string) => path.resolve(io.cwd, f);
  const readFile = sandboxedReader([...new Set(files.map((f) => path.dirname(abs(f)))), ...o.includeDirs.map(abs)], io.cwd);
  const text: string[] = [];
  let failed = false;
  for (const f of files) {
    let source: string;
    try {
      source = fs.readFileSync(abs(f)).toString('latin1');
    } catch {
      io.message(`mpisim cc: error: ${f}: No such file or directory\n`);
      failed = true;
      continue;
    }
    o.warn();
    const { tokens, diagnostics } = preprocessUnit({ file: f, source }, { defines: o.defines, includeDirs: o.includeDirs.map(abs), readFile, fileTime: (p) => modificationTime(abs(p)), openmp: o.openmp, std: o.std });
    if (diagnostics.length) io.message(formatDiagnostics(diagnostics).join('\n') + '\n');
    if (diagnostics.some((d) => d.severity === 'error')) { failed = true; continue; }
    text.push(preprocessedText(tokens, f, o.lineMarkers));
  }
  if (o.output && o.output !== '-') fs.writeFileSync(abs(o.output), text.join(''), 'latin1');
  else io.stdout(text.join(''));
  return failed ? 1 : 0;
}

/**
 * gcc's answers about itself that build tools ask (libtool: -print-search-dirs, -dumpmachine,
 * -print-multi-os-directory), as mpisim's: its installation's directories, the simulated
 * machine (x86_64 Linux, as uname says), a file or program named as given (gcc's answer for one
 * it does not have). undefined: not such an option.
 */
function driverInfo(a: string, runner: string[]): string | undefined {
  const root = path.resolve(path.dirname(runner[runner.length - 1] ?? '.'), '..');
  if (a === '-print-search-dirs') return `install: ${root}/\nprograms: =${root}/bin/\nlibraries: =${root}/lib/\n`;
  if (a === '-dumpmachine') return 'x86_64-linux-gnu\n';
  if (a === '-print-multi-os-directory') return '../lib\n';
  if (a === '-print-multi-directory') return '.\n';
  if (a === '-print-libgcc-file-name') return 'libgcc.a\n';
  const named = /^-print-(?:file|prog)-name=(.*)$/.exec(a);
  return named ? `${named[1]}\n` : undefined;
}

/**
 * The languages gcc names for an -f or -W option that is not C's (./cc-wrong-lang.ts): the
 * option itself, its negative form (-fno-rtti is -frtti's) or its value form (-ftemplate-depth=17).
 */
function wrongLanguage(a: string): string | undefined {
  const base = a.replace(/^-([fW])no-/, '-$1');
  const eq = base.indexOf('=');
  return WRONG_LANGUAGE_OPTIONS[eq < 0 ? base : base.slice(0, eq + 1)] ?? WRONG_LANGUAGE_OPTIONS[a];
}

/**
 * Other languages' options in the order cc1 warns of them: gcc's driver passes the -W options
 * before the -f ones, and of an option given again (or negated: -frtti -fno-rtti) only the last.
 */
function gccOrder(options: string[]): string[] {
  const key = (o: string) => o.replace(/^-([fW])no-/, '-$1').replace(/=.*$/, '=');
  const last = options.filter((o, k) => !options.slice(k + 1).some((p) => key(p) === key(o)));
  return [...last.filter((o) => o.startsWith('-W')), ...last.filter((o) => o.startsWith('-f'))];
}
