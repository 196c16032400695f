// The standard headers served built in, by the name used in #include.
import { assertH } from './assert';
import { ctypeH } from './ctype';
import { errnoH } from './errno';
import { floatH } from './float';
import { inttypesH } from './inttypes';
import { limitsH } from './limits';
import { mathH } from './math';
import { mpiH } from './mpi';
import { stdargH } from './stdarg';
import { stdboolH } from './stdbool';
import { stddefH } from './stddef';
import { stdintH } from './stdint';
import { stdioH } from './stdio';
import { stdlibH } from './stdlib';
import { stringH } from './string';
import { stringsH } from './strings';
import { sysTimeH } from './sys/time';
import { timeH } from './time';
import { unistdH } from './unistd';

export const builtinHeaders: Record<string, string> = {
  'assert.h': assertH,
  'ctype.h': ctypeH,
  'errno.h': errnoH,
  'float.h': floatH,
  'inttypes.h': inttypesH,
  'limits.h': limitsH,
  'math.h': mathH,
  'mpi.h': mpiH,
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
};
