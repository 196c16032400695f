// The standard headers served built in, by the name used in #include: the .h files beside this
// module, bundled as text at build time.
import assertH from './assert.h';
import ctypeH from './ctype.h';
import errnoH from './errno.h';
import floatH from './float.h';
import inttypesH from './inttypes.h';
import limitsH from './limits.h';
import mathH from './math.h';
import complexH from './complex.h';
import mpiBaseH from './mpi.h';
import mpiLargeCountH from './mpi_large_count.h';
import mpiTH from './mpi_t.h';
import mpioH from './mpio.h';
import mpiProtoH from './mpi_proto.h';
import stdargH from './stdarg.h';
import stdboolH from './stdbool.h';
import stddefH from './stddef.h';
import stdintH from './stdint.h';
import stdioH from './stdio.h';
import stdlibH from './stdlib.h';
import stringH from './string.h';
import stringsH from './strings.h';
import sysTimeH from './sys/time.h';
import timeH from './time.h';
import unistdH from './unistd.h';
import fcntlH from './fcntl.h';
import direntH from './dirent.h';
import getoptH from './getopt.h';
import libgenH from './libgen.h';
import searchH from './search.h';
import memoryH from './memory.h';
import signalH from './signal.h';
import setjmpH from './setjmp.h';
import pthreadH from './pthread.h';
import ompH from './omp.h';
import schedH from './sched.h';
import sysResourceH from './sys/resource.h';
import sysStatH from './sys/stat.h';
import sysFileH from './sys/file.h';
import sysMountH from './sys/mount.h';
import sysStatvfsH from './sys/statvfs.h';
import sysStatfsH from './sys/statfs.h';
import sysVfsH from './sys/vfs.h';
import sysIoctlH from './sys/ioctl.h';
import sysTimesH from './sys/times.h';
import sysTypesH from './sys/types.h';
import sysUioH from './sys/uio.h';
import sysSocketH from './sys/socket.h';
import netinetInH from './netinet/in.h';
import arpaInetH from './arpa/inet.h';
import netdbH from './netdb.h';
import sysWaitH from './sys/wait.h';
import semaphoreH from './semaphore.h';
import sysMmanH from './sys/mman.h';
import sysUtsnameH from './sys/utsname.h';
import localeH from './locale.h';
import langinfoH from './langinfo.h';
import featuresH from './features.h';
import wcharH from './wchar.h';
import wctypeH from './wctype.h';
import fenvH from './fenv.h';
import pollH from './poll.h';
import sysPollH from './sys/poll.h';
import sysSelectH from './sys/select.h';
import errH from './err.h';
import stdatomicH from './stdatomic.h';
import stdalignH from './stdalign.h';
import stdnoreturnH from './stdnoreturn.h';
import iso646H from './iso646.h';
import allocaH from './alloca.h';
import mallocH from './malloc.h';
import sysParamH from './sys/param.h';
import sysCdefsH from './sys/cdefs.h';
import endianH from './endian.h';
import byteswapH from './byteswap.h';
import bitsConfnameH from './bits/confname.h';
import regexH from './regex.h';
import libintlH from './libintl.h';
import dlfcnH from './dlfcn.h';
import fnmatchH from './fnmatch.h';
import globH from './glob.h';
import wordexpH from './wordexp.h';
import pwdH from './pwd.h';

/**
 * The profiling interface's names: every prototype `T MPI_X(...);` of a header is also declared
 * as `T PMPI_X(...);` (MPICH's headers list both), added before the header's closing #endif.
 */
export function withProfilingNames(header: string): string {
  const protos = [...header.matchAll(/^([A-Za-z_][\w ]*?\bMPI_\w+\([^;]*\);)$/gm)].map((m) => m[1].replace(/\bMPI_(\w+)\(/, 'PMPI_$1('));
  const end = header.lastIndexOf('#endif');
  return `${header.slice(0, end)}${protos.join('\n')}\n${header.slice(end)}`;
}

const mpiH = withProfilingNames(mpiBaseH);
export { mpiH };

/**
 * QMPI's function types, as MPICH's mpi_proto.h declares them: `T MPI_X(args);` gives
 * `typedef T (QMPI_X_t)(QMPI_Context __context, int __tool_id, args);` (reserved names: a program
 * may define `context` as a macro), for each function the
 * enum QMPI_Functions_enum numbers (MPI_X_T).
 */
export function withQmpiTypes(proto: string, headers: string[]): string {
  const numbered = new Set(proto.match(/\bMPIX?_\w+_T\b/g));
  const types: string[] = [];
  for (const h of headers) {
    for (const m of h.matchAll(/^([A-Za-z_][\w ]*?[\w*])\s*\b(MPIX?_\w+)\(([^;]*)\);$/gm)) {
      const [, ret, name, params] = m;
      if (!numbered.has(`${name.toUpperCase()}_T`)) continue;
      const rest = params.trim() === 'void' ? '' : `, ${params}`;
      types.push(`typedef ${ret} (Q${name}_t)(QMPI_Context __context, int __tool_id${rest});`);
    }
  }
  return proto.replace('/* QMPI function types */', types.join('\n'));
}

export const builtinHeaders: Record<string, string> = {
  'sys/wait.h': sysWaitH,
  'semaphore.h': semaphoreH,
  'sys/mman.h': sysMmanH,
  'sys/utsname.h': sysUtsnameH,
  'locale.h': localeH,
  'langinfo.h': langinfoH,
  'features.h': featuresH,
  'wchar.h': wcharH,
  'wctype.h': wctypeH,
  'fenv.h': fenvH,
  'poll.h': pollH,
  'sys/poll.h': sysPollH,
  'sys/select.h': sysSelectH,
  'err.h': errH,
  'stdatomic.h': stdatomicH,
  'stdalign.h': stdalignH,
  'stdnoreturn.h': stdnoreturnH,
  'iso646.h': iso646H,
  'alloca.h': allocaH,
  'malloc.h': mallocH,
  'sys/param.h': sysParamH,
  'sys/cdefs.h': sysCdefsH,
  'endian.h': endianH,
  'byteswap.h': byteswapH,
  'bits/confname.h': bitsConfnameH,
  'assert.h': assertH,
  'ctype.h': ctypeH,
  'errno.h': errnoH,
  'float.h': floatH,
  'inttypes.h': inttypesH,
  'limits.h': limitsH,
  'math.h': mathH,
  'complex.h': complexH,
  'mpi.h': mpiH,
  'mpi_large_count.h': withProfilingNames(mpiLargeCountH),
  'mpi_t.h': withProfilingNames(mpiTH),
  'mpio.h': withProfilingNames(mpioH),
  'mpi_proto.h': withQmpiTypes(mpiProtoH, [mpiBaseH, mpiLargeCountH, mpiTH, mpioH]),
  'stdarg.h': stdargH,
  'stdbool.h': stdboolH,
  'stddef.h': stddefH,
  'stdint.h': stdintH,
  'stdio.h': stdioH,
  'stdlib.h': stdlibH,
  'string.h': stringH,
  'strings.h': stringsH,
  'sys/time.h': sysTimeH,
  'time.h': timeH,
  'unistd.h': unistdH,
  'fcntl.h': fcntlH,
  'dirent.h': direntH,
  'getopt.h': getoptH,
  'libgen.h': libgenH,
  'search.h': searchH,
  'memory.h': memoryH,
  'signal.h': signalH,
  'setjmp.h': setjmpH,
  'sys/resource.h': sysResourceH,
  'sys/stat.h': sysStatH,
  'sys/file.h': sysFileH,
  'sys/mount.h': sysMountH,
  'sys/statvfs.h': sysStatvfsH,
  'sys/statfs.h': sysStatfsH,
  'sys/vfs.h': sysVfsH,
  'sys/ioctl.h': sysIoctlH,
  'sys/times.h': sysTimesH,
  'sys/types.h': sysTypesH,
  'sys/uio.h': sysUioH,
  'pthread.h': pthreadH,
  'omp.h': ompH,
  'sched.h': schedH,
  'sys/socket.h': sysSocketH,
  'netinet/in.h': netinetInH,
  'arpa/inet.h': arpaInetH,
  'netdb.h': netdbH,
  'regex.h': regexH,
  'libintl.h': libintlH,
  'dlfcn.h': dlfcnH,
  'fnmatch.h': fnmatchH,
  'glob.h': globH,
  'wordexp.h': wordexpH,
  'pwd.h': pwdH,
};
