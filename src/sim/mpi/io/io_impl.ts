/**
 * MPI-IO (ROMIO's MPI_File_* over its UFS driver) is written in C beside this module
 * (../lib/io.c, compiled with the program like the rest of ../lib): it opens, reads and writes
 * the files of the run's sandbox through the C library's descriptors, as ROMIO does through
 * POSIX. What C cannot reach lives here: the flattened file type of a view (ROMIO's
 * ADIOI_Flatten_datatype, from the process's datatype table), the shared file pointer every
 * process of a file moves (ROMIO keeps it in a hidden file under a lock; here it is job-wide
 * state), and the requests of MPI_File_iread/iwrite, complete when they are made (ROMIO's
 * UFS driver does the I/O before it returns them too).
 */
import type { RankProcess } from '../../runtime/rank';
import type { Result } from '../core/process';
import type { MpiCore } from '../core/dispatch';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { Requests } from '../request/request';
import { basicSize, predefinedName } from '../datatype/typerep/predefined';

export class IoImpl {
  /** Shared file pointers (in etypes of the view), by the id rank 0 of a file took at open. */
  private shared = new Map<number, number>();
  private nextShared = 1;

  constructor(readonly rt: MpiCore, readonly types: DatatypeImpl, readonly reqs: Requests) {}

  /** Byte runs of one element of `type` into offPtr/lenPtr (at most max); returns how many there are. */
  __mpisim_io_flatten(r: RankProcess, a: unknown[]): Result {
    const [type, offPtr, lenPtr, max] = a as number[];
    const runs = this.types.dtp(r.rank).table.runs(type >>> 0);
    for (let k = 0; k < Math.min(runs.length, max); k++) {
      r.m.st64(offPtr + 8 * k, runs[k][0]);
      r.m.st64(lenPtr + 8 * k, runs[k][1]);
    }
    return runs.length;
  }

  /**
   * ROMIO's MPIO_DATATYPE_ISCOMMITTED: 1 for a handle that names no datatype, 2 for an
   * uncommitted one, 3 for a freed one whose object MPICH still reads as committed, else 0.
   */
  __mpisim_io_type_check(r: RankProcess, a: unknown[]): Result {
    const dt = a[0] as number, types = this.types.dtp(r.rank);
    if (types.size(dt) === undefined) return types.table.freedSlot(dt)?.committed ? 3 : 1;
    return !types.isCommitted(dt) ? 2 : 0;
  }

  /**
   * The shared file pointer: op 0 makes one (its id returned), 1 adds `v` and stores the old
   * value at `old`, 2 sets it to `v`, 3 frees it.
   */
  __mpisim_io_shared(r: RankProcess, a: unknown[]): Result {
    const [id, op, v, old] = [Number(a[0]), Number(a[1]), Number(a[2]), Number(a[3])];
    if (op === 0) { const k = this.nextShared++; this.shared.set(k, 0); return k; }
    const cur = this.shared.get(id) ?? 0;
    if (old) r.m.st64(old, cur);
    if (op === 1) this.shared.set(id, cur + v);
    else if (op === 2) this.shared.set(id, v);
    else if (op === 3) this.shared.delete(id);
    return 0;
  }

  /**
   * external32 is big-endian: the packed bytes of `count` elements of `type` at `buf` have each
   * basic element's bytes reversed (complex types by halves), in place, up to `bytes`.
   */
  __mpisim_io_swap(r: RankProcess, a: unknown[]): Result {
    const [buf, bytes, type, count] = [Number(a[0]), Number(a[1]), Number(a[2]) >>> 0, Number(a[3])];
    const U8 = r.m.U8;
    r.m.range(buf, bytes, true);
    let at = buf;
    const end = buf + bytes;
    for (const [t, n] of this.types.dtp(r.rank).table.signatureRle(type, count)) {
      const size = basicSize(t);
      const unit = /COMPLEX/.test(predefinedName(t) ?? '') ? size / 2 : size;
      for (let k = 0; k < n * (size / unit) && at + unit <= end; k++, at += unit) U8.subarray(at, at + unit).reverse();
    }
    return 0;
  }

  /** A request complete from the start, its status counting `bytes` (MPI_File_iread/iwrite). */
  __mpisim_io_request(r: RankProcess, a: unknown[]): Result {
    const [reqPtr, bytes, call] = [Number(a[0]), Number(a[1]), Number(a[2])];
    const h = this.reqs.completedRequest(r, call ? r.m.cstring(call) : 'MPI_File_iwrite');
    const req = this.reqs.req(this.rt.proc(r), h);
    if (req?.status) req.status.bytes = bytes;
    r.m.st32(reqPtr, h);
    return 0;
  }
}
