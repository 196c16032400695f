// MPICH's DTPools RMA tests with large counts (issues 12, 13, 16): MPICH 4.0.2 (mpiexec.mpich)
// against mpisim on the same testlist.dtp lines, measured in the same run; prints CPU (user+sys
// of the whole run, children included) and the ratio. Not a test: the goal (well inside
// runtests' 180 s limit) is reported, not asserted.
//   node bench/dtpools.mjs [[dir/]program [args...]]   (default: rma/getfence1 of MPI_INT, count 65530)
// e.g. node bench/dtpools.mjs part/pingping -type=MPI_INT -sendcnt=512 -recvcnt=1024 -seed=98 -testsize=8
// (a testlist.dtp line's args; MPISIM_NP sets the process count, 2 by default: pt2pt/sendself runs 1).
// The test trees are scripts/suite-mpich.mjs's (configured once, cached); mpisim's programs and
// libdtpools are rebuilt here, as runtests() does, since its objects carry the compiler's identity.
import { join } from 'node:path';
import { configured, sh } from '../scripts/suite-mpich.mjs';

const [path = 'rma/getfence1', ...rest] = process.argv.slice(2);
const [dirName, program] = path.includes('/') ? path.split('/') : ['rma', path];
const args = rest.length ? rest : ['-type=MPI_INT', '-count=65530', '-seed=163', '-testsize=16'];
const NP = process.env.MPISIM_NP ?? '2';

/** The program built in the variant's tree (mpisim's: libraries and program afresh). */
function build(variant) {
  const { dir, mpiexec } = configured(variant);
  if (variant === 'mpisim') {
    sh('find', ['util', 'dtpools', dirName, '(', '-name', '*.o', '-o', '-name', '*.lo', '-o', '-name', '*.la', '-o', '-name', '*.a', ')', '-delete'], { cwd: dir });
    sh('rm', ['-f', join(dirName, program)], { cwd: dir });
    for (const lib of ['util', 'dtpools']) sh('make', ['-C', lib, '-j2'], { cwd: dir });
  }
  const m = sh('make', ['-C', dirName, program], { cwd: dir });
  if (m.status !== 0) throw new Error(`make ${program} for ${variant} failed:\n${m.stderr.slice(-2000)}`);
  return { cwd: join(dir, dirName), mpiexec };
}

/** CPU seconds (user+sys, children included) of one run, and whether it printed MPICH's " No Errors". */
function run({ cwd, mpiexec }) {
  const r = sh('/usr/bin/time', ['-f', 'cpu %U %S', mpiexec, '-n', NP, `./${program}`, ...args], { cwd });
  const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  if (!cpu) throw new Error(`${mpiexec} ${program}: no timing\n${r.stderr.slice(-2000)}`);
  return { cpu: Number(cpu[1]) + Number(cpu[2]), ok: r.status === 0 && r.stdout.includes('No Errors') };
}

const peer = build('mpich');
const sim = build('mpisim');
const a = run(peer);
const b = run(sim);
console.log(`${dirName}/${program} -n ${NP} ${args.join(' ')}`);
console.log(`  MPICH 4.0.2: ${a.cpu.toFixed(2)} s CPU${a.ok ? '' : ' (FAILED)'}`);
console.log(`  mpisim:      ${b.cpu.toFixed(2)} s CPU${b.ok ? '' : ' (FAILED)'}`);
console.log(`  ratio mpisim/MPICH: ${(b.cpu / a.cpu).toFixed(1)}x`);
