/**
 * The MPI layer of the simulated world, assembled: the core (./core: processes, event log,
 * blocking machinery, the function table) and one module per chapter of the standard, each
 * with its own state and its own MPI functions, entered in the core's table. The C half of the
 * library (./lib) calls the same table through its MPIR_/MPIC_/__mpisim_ intrinsics. ./README.md
 * draws the map. An API function returns a number (the call's result) or BLOCK (the rank waits;
 * the result arrives later through rank.wake).
 */
import type { RankProcess } from '../runtime/rank';
import { registerSysFunctions } from '../runtime/library';
import * as H from './handles';
import { ERR } from './errclass';
import type { TableDatatypes } from './datatype/typerep/typeops';
import { MpiCore, apiNames } from './core/dispatch';
import type { MpiOptions, WorldLike } from './core/process';
import { ErrHandling } from './errhan/errhan';
import { ErrhanImpl } from './errhan/errhan_impl';
import { DatatypeImpl } from './datatype/datatype_impl';
import { GroupUtil } from './group/grouputil';
import { GroupImpl } from './group/group_impl';
import { CommUtil } from './comm/commutil';
import { ContextIds } from './comm/contextid';
import { CommImpl } from './comm/comm_impl';
import { InfoImpl } from './info/info_impl';
import { CommInfo } from './comm/comm_info';
import { AttrImpl } from './attr/attr_impl';
import { Requests } from './request/request';
import { Bsend } from './bsend/bsendutil';
import { Completion } from './request/completion';
import { RequestImpl } from './request/request_impl';
import { Pt2ptEngine } from './pt2pt/engine';
import { Pt2ptImpl } from './pt2pt/pt2pt_impl';
import { Persistent } from './pt2pt/persistent';
import { Cancel } from './pt2pt/cancel';
import { Probe } from './pt2pt/probe';
import { OpImpl } from './coll/op';
import { CollImpl } from './coll/coll_impl';
import { Nbc } from './coll/nbc';
import { CollHost } from './coll/coll_host';
import { TopoImpl } from './topo/topo_impl';
import { InitImpl } from './init/init_impl';
import { Rma } from './rma/rma';
import { DynamicProcesses } from './dynamic/dynamic';
import { TypeExternal } from './datatype/type_external';
import { TypeLarge } from './datatype/type_large';
import { Grequests } from './request/grequest';
import { Partitioned } from './part/part';
import { MpiT } from './tools/mpit';
import { Sessions } from './init/session';
import { UsageChecker } from './check/checker';
import { nearMisses, type NearMiss } from './check/nearmiss';
import type { CheckName, Finding } from './check/findings';
import { IoImpl } from './io/io_impl';
import { ArgCheck } from './argcheck/argcheck';

export { BLOCK, DEFAULT_EAGER_LIMIT, SECONDS_PER_STATEMENT, type Blocked, type MpiNotice, type MpiOptions, type Result } from './core/process';
export type { SpawnHost } from './core/pg';
export type { MpiTool } from './core/dispatch';
export { commName } from './handles';
export { CHECK_NAMES, parseCheckList, allChecks, type CheckName, type Finding } from './check/findings';
export { dimsCreate } from './topo/topo_impl';

/**
 * The chapters, in the order they are built: each takes the ones before it that it uses, so the
 * modules form no cycle. A new chapter is a module and a line here.
 */
function chapters(rt: MpiCore, world: WorldLike) {
  const err = new ErrHandling(rt);
  const types = new DatatypeImpl(rt, err);
  const groups = new GroupUtil(rt);
  const comms = new CommUtil(rt);
  const infos = new InfoImpl(rt, err);
  const errhanImpl = new ErrhanImpl(rt, err);
  const reqs = new Requests(rt, err, comms);
  const bsend = new Bsend(rt, err);
  const completion = new Completion(rt, err, reqs, bsend);
  const engine = new Pt2ptEngine(rt, types, err, comms, reqs);
  const ops = new OpImpl(rt, types, err);
  const chapters = {
    err, types, groups, comms, infos, errhanImpl, reqs, bsend, completion, engine, ops,
    argCheck: new ArgCheck(rt, err, types, groups, ops),
    groupImpl: new GroupImpl(rt, err, groups),
    contextIds: new ContextIds(rt, err),
    commImpl: new CommImpl(rt, err, groups, comms),
    commInfo: new CommInfo(rt, err, infos),
    attrs: new AttrImpl(rt, err),
    requestImpl: new RequestImpl(rt, err, reqs, completion),
    pt2pt: new Pt2ptImpl(rt, reqs, bsend, completion, engine),
    persistent: new Persistent(rt, err, reqs, bsend, engine),
    cancel: new Cancel(rt, err, reqs, engine),
    probe: new Probe(rt, types, err, comms, reqs, completion, engine),
    coll: new CollImpl(rt, types, err, comms, ops),
    nbc: new Nbc(rt, err, reqs, types, ops),
    collHost: new CollHost(rt, engine, completion, types),
    topo: new TopoImpl(rt, err),
    init: new InitImpl(rt, err, types),
    rma: new Rma(rt, types, err, groups, errhanImpl, reqs, (k) => world.ranks[k].m),
    dyn: new DynamicProcesses(rt, err, infos),
    typeExternal: new TypeExternal(rt, err, types),
    typeLarge: new TypeLarge(rt, types),
    grequests: new Grequests(rt, err, reqs),
    part: new Partitioned(rt, err, reqs, engine),
    mpit: new MpiT(rt),
    sessions: new Sessions(rt, err, errhanImpl, infos),
    io: new IoImpl(rt, types, reqs),
  };
  chapters.argCheck.windows = chapters.rma;
  return chapters;
}
/** The chapter classes, for the C library's table of functions the runtime implements. */
export const CHAPTERS = [ErrHandling, DatatypeImpl, GroupUtil, CommUtil, InfoImpl, ErrhanImpl, Requests, Bsend, Completion, Pt2ptEngine, OpImpl, GroupImpl,
  ContextIds, CommImpl, CommInfo, AttrImpl, RequestImpl, Pt2ptImpl, Persistent, Cancel, Probe, CollImpl, Nbc, CollHost, TopoImpl, InitImpl, Rma, DynamicProcesses,
  TypeExternal, TypeLarge, Grequests, Partitioned, MpiT, Sessions, IoImpl, ArgCheck];

/** The MPI layer as the world, the debugger's views and the trace see it. */
export class MpiRuntime extends MpiCore {
  private readonly ch: ReturnType<typeof chapters>;

  constructor(world: WorldLike, opts: MpiOptions) {
    super(world, opts);
    this.ch = chapters(this, world);
    for (const c of Object.values(this.ch)) this.register(c);
    const err = this.ch.err;
    this.validator = (name) => this.ch.argCheck.validator(name);
    this.collValidator = (name) => this.ch.argCheck.collValidator(name);
    this.unknownFunction = (r, name) => err.fatal(r, H.COMM_WORLD, name, ERR.OTHER, `${name} is not implemented by mpisim yet`);
    if (opts.checks?.size) {
      this.checker = new UsageChecker(this, { dtp: (k) => this.ch.types.dtp(k), win: (k, h) => this.ch.rma.view(k, h) }, opts.checks as ReadonlySet<CheckName>);
      this.interpose(this.checker);
    }
  }
  private checker?: UsageChecker;
  /** The MPI usage errors the checks found so far (none without checks). */
  findings(): readonly Finding[] { return this.checker?.findings ?? []; }

  /** A deadlock's near misses: messages and collective calls that almost matched (check/nearmiss.ts). */
  nearMisses(): NearMiss[] { return nearMisses(this, (k) => this.ch.types.dtp(k), this.ch.coll.openCollectives()); }

  /** The datatype table of process k (derived datatype handles are per process). */
  dtp(k: number): TableDatatypes { return this.ch.types.dtp(k); }
  /** The host name of process k: its node. */
  processorName(k: number): string { return this.ch.init.processorName(k); }
  /** sleep(): the rank's clock moves on. */
  sleep(r: RankProcess, seconds: number): void { this.ch.init.sleep(r, seconds); }
  /** A rank that exits without MPI_Finalize no longer holds the others in theirs. */
  rankExited(r: RankProcess): void { this.ch.init.rankExited(r); }
}

// Every MPI_X (and MPICH's MPIX_X) is also PMPI_X, the profiling interface's name for the library's own function.
registerSysFunctions(CHAPTERS.flatMap((c) => apiNames(c)).flatMap((n) => (n.startsWith('MPI_') || n.startsWith('MPIX_') ? [n, `P${n}`] : [n])));
