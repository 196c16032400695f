/**
 * Communicator hints (MPI_Comm_set_info / MPI_Comm_get_info) as MPICH 4.0.2 keeps them.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { InfoImpl } from '../info/info_impl';

export class CommInfo {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly infos: InfoImpl) {}
  /**
   * Communicator hints as MPICH 4.0.2 keeps them: a fixed table of keys, each set from an info
   * value ("true"/"false", else atoi), the others ignored; MPI_Comm_get_info lists the whole table.
   * A plain dup or split starts again from the defaults.
   */
  MPI_Comm_set_info(r: RankProcess, a: unknown[]): Result {
    const [h, info] = a as number[];
    const c = this.err.checkComm(r, 'MPI_Comm_set_info', h, a);
    if (!c) return this.err.lastCheckResult;
    // MPICH checks the info before it looks the communicator up: MPI_COMM_WORLD's handler takes the error.
    if ((info | 0) === H.INFO_NULL) return this.err.error(r, H.COMM_WORLD, 'MPI_Comm_set_info', ERR.ARG, 'Null MPI_Info', { kind: 'infonull' }, a);
    return this.__mpisim_comm_apply_hints(r, a);
  }
  __mpisim_comm_apply_hints(r: RankProcess, a: unknown[]): Result {
    const c = this.rt.comm(this.rt.proc(r), a[0] as number);
    const i = this.infos.info(r, a[1] as number);
    if (!c || !i) return 0;
    const hints = c.hints ?? (c.hints = COMM_HINTS.map((k) => k.dflt));
    COMM_HINTS.forEach((k, n) => {
      const v = i.get(k.key);
      if (v === undefined) return;
      hints[n] = v === 'true' ? 1 : v === 'false' ? 0 : atoi(v);
      // One VCI (ch4 default): every VCI hint resolves to 0; "vci" sets the sender's and receiver's too.
      if (k.key === 'vci') hints[n - 1] = hints[n - 2] = 0;
      if (k.key.endsWith('vci')) hints[n] = 0;
    });
    return 0;
  }
  MPI_Comm_get_info(r: RankProcess, a: unknown[]): Result {
    const c = this.err.checkComm(r, 'MPI_Comm_get_info', a[0] as number, a);
    if (!c) return this.err.lastCheckResult;
    const t = this.infos.infoTable(r), h = t.create();
    COMM_HINTS.forEach((k, n) => {
      const v = c.hints?.[n] ?? k.dflt;
      t.set(h, k.key, k.bool ? (v ? 'true' : 'false') : String(v));
    });
    r.m.st32(a[1] as number, h);
    return 0;
  }
}

 // MPI_BSEND_OVERHEAD in MPICH 4.0.2's mpi.h
/** MPICH 4.0.2's communicator hints (ch4:ucx registers the multi-NIC and VCI ones), in its order. */
const COMM_HINTS: readonly { key: string; bool: boolean; dflt: number }[] = [
  { key: 'mpi_assert_no_any_tag', bool: true, dflt: 0 }, { key: 'mpi_assert_no_any_source', bool: true, dflt: 0 },
  { key: 'mpi_assert_exact_length', bool: true, dflt: 0 }, { key: 'mpi_assert_allow_overtaking', bool: true, dflt: 0 },
  { key: 'enable_multi_nic_striping', bool: true, dflt: 1 }, { key: 'enable_multi_nic_hashing', bool: true, dflt: 1 },
  { key: 'multi_nic_pref_nic', bool: false, dflt: -1 }, { key: 'sender_vci', bool: false, dflt: -1 },
  { key: 'receiver_vci', bool: false, dflt: -1 }, { key: 'vci', bool: false, dflt: -1 },
];

/** C's atoi: leading blanks, a sign, digits; 0 when there are none. */
function atoi(s: string): number {
  const m = /^[ \t\n\v\f\r]*([+-]?\d+)/.exec(s);
  return m ? Number(m[1]) | 0 : 0;
}
