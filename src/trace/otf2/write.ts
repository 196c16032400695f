/**
 * Writes a TraceArchive as an OTF2 3.0 archive (otf2.md §10): `<name>.otf2` (anchor),
 * `<name>.def` (global definitions), and per location `<name>/<id>.evt` and an empty
 * `<name>/<id>.def`. All files but the anchor are chunked; ids are dense in file order.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ByteSink, UNDEF32, UNDEF64 } from './bytes';
import { CTRL, DEF, ENDIAN_BIG, ENDIAN_LITTLE, EVT, MAGIC, SINGLETON_EVENTS } from './records';
import { OTF2, type TraceArchive, type TraceEvent } from '../model';

const EVENT_CHUNK = 1024 * 1024;
const DEF_CHUNK = 4 * 1024 * 1024;

type Fill = (s: ByteSink) => void;

/** A chunked file (§2.3): fixed-size chunks, each with its header; event chunks open with a TIMESTAMP. */
class ChunkedFile {
  private out: ByteSink;
  /** Each record's payload, reused: an archive has millions of small records. */
  private payload: ByteSink;
  private chunkStart = 0;
  private events = 0;
  private lastTime = -1;
  private freshChunk = true;
  constructor(private chunkSize: number, private isEvents: boolean, readonly big: boolean) {
    this.out = new ByteSink(big);
    this.payload = new ByteSink(big);
    this.header();
  }

  private header(): void {
    this.chunkStart = this.out.length;
    this.out.u8(CTRL.CHUNK_HEADER).u8(this.big ? ENDIAN_BIG : ENDIAN_LITTLE).full(this.isEvents ? this.events + 1 : 1, 8).full(0, 8);
    this.freshChunk = true;
  }
  private closeChunk(): void {
    if (this.isEvents) this.out.patch(this.chunkStart + 10, this.events, 8);
  }
  /** One record in normal form (id, length, payload) or singleton form (id, one field). */
  add(id: number, fill: Fill, time = 0, singleton = false): void {
    const payload = this.payload.reset();
    fill(payload);
    const size = 1 + (singleton ? 0 : payload.length < 255 ? 1 : 9) + payload.length;
    const stamp = (t: boolean) => (this.isEvents && (t || time !== this.lastTime) ? 9 : 0);
    // At least one spare byte must follow the last record of a chunk (and room for `02 01`).
    if (this.out.length - this.chunkStart + stamp(this.freshChunk) + size + 2 >= this.chunkSize) {
      this.closeChunk();
      this.out.pad(this.chunkStart + this.chunkSize);
      this.header();
    }
    if (stamp(this.freshChunk)) { this.out.u8(CTRL.TIMESTAMP).full(time, 8); this.lastTime = time; }
    this.freshChunk = false;
    this.out.u8(id);
    if (!singleton) {
      if (payload.length < 255) this.out.u8(payload.length);
      else this.out.u8(0xff).full(payload.length, 8);
    }
    this.out.bytes(payload.view());
    if (this.isEvents) this.events++;
  }
  finish(): Uint8Array {
    this.closeChunk();
    this.out.u8(CTRL.END_OF_FILE).u8(CTRL.END_OF_BUFFER);
    return this.out.result();
  }
}

function addEvent(file: ChunkedFile, e: TraceEvent): void {
  const id = EVT[e.type];
  file.add(id, (s) => {
    switch (e.type) {
      case 'Enter': case 'Leave': s.cu32(e.region); break;
      case 'MpiSend': s.cu32(e.receiver).cu32(e.comm).cu32(e.tag).cu64(e.bytes); break;
      case 'MpiIsend': s.cu32(e.receiver).cu32(e.comm).cu32(e.tag).cu64(e.bytes).cu64(e.request); break;
      case 'MpiRecv': s.cu32(e.sender).cu32(e.comm).cu32(e.tag).cu64(e.bytes); break;
      case 'MpiIrecv': s.cu32(e.sender).cu32(e.comm).cu32(e.tag).cu64(e.bytes).cu64(e.request); break;
      case 'MpiIsendComplete': case 'MpiIrecvRequest': case 'MpiRequestTest': case 'MpiRequestCancelled': s.cu64(e.request); break;
      case 'MpiCollectiveBegin': break;
      case 'MpiCollectiveEnd': s.u8(e.op).cu32(e.comm).cu32(e.root).cu64(e.sent).cu64(e.received); break;
      case 'NonBlockingCollectiveRequest': s.cu64(e.request); break;
      case 'NonBlockingCollectiveComplete': s.u8(e.op).cu32(e.comm).cu32(e.root).cu64(e.sent).cu64(e.received).cu64(e.request); break;
      case 'CommCreate': case 'CommDestroy': s.cu32(e.comm); break;
    }
  }, e.time, SINGLETON_EVENTS.has(id));
}

/** The legacy 1.0 region type the library still writes (§4.3, Region). */
function legacyRegionType(role: number, paradigm: number): number {
  if (paradigm === OTF2.paradigm.USER && role === OTF2.role.FUNCTION) return 3;
  if (paradigm !== OTF2.paradigm.MPI) return 0;
  return ({ [OTF2.role.BARRIER]: 22, [OTF2.role.COLL_ONE2ALL]: 23, [OTF2.role.COLL_ALL2ONE]: 24, [OTF2.role.COLL_ALL2ALL]: 25, [OTF2.role.COLL_OTHER]: 26 } as Record<number, number>)[role] ?? 0;
}
/** The legacy pre-1.2 group type (§4.3, Group). */
function legacyGroupType(type: number, paradigm: number, flags: number): number {
  if (paradigm !== OTF2.paradigm.MPI || flags) return 0;
  return ({ [OTF2.groupType.COMM_LOCATIONS]: 6, [OTF2.groupType.COMM_GROUP]: 4, [OTF2.groupType.COMM_SELF]: 5 } as Record<number, number>)[type] ?? 0;
}

const opt = (x: number | undefined) => x ?? UNDEF32;

/** The global definitions in the order otf2-print checks references in (§4.4); returns the file and its record count. */
function globalDefinitions(a: TraceArchive, big: boolean): { bytes: Uint8Array; count: number } {
  const strings = new Map<string, number>();
  const str = (s: string) => { let k = strings.get(s); if (k === undefined) strings.set(s, (k = strings.size)); return k; };
  str('');
  // String records come first: each definition is filled once here so that every string it
  // names has its id, and again when it is written (the ids are the same then).
  const later: [number, Fill][] = [];
  const dry = new ByteSink();
  const def = (id: number, fill: Fill) => { fill(dry.reset()); later.push([id, fill]); };
  def(DEF.Paradigm, (s) => s.u8(OTF2.paradigm.MPI).cu32(str('MPI')).u8(0));
  a.systemTreeNodes.forEach((n, k) => def(DEF.SystemTreeNode, (s) => s.cu32(k).cu32(str(n.name)).cu32(str(n.className)).cu32(opt(n.parent))));
  a.locationGroups.forEach((g, k) => def(DEF.LocationGroup, (s) => s.cu32(k).cu32(str(g.name)).u8(g.type).cu32(opt(g.parent)).cu32(UNDEF32)));
  for (const l of a.locations) def(DEF.Location, (s) => s.cu64(l.id).cu32(str(l.name)).u8(l.type).cu64(l.events.length).cu32(l.group));
  a.regions.forEach((r, k) => def(DEF.Region, (s) => {
    const name = str(r.name);
    s.cu32(k).cu32(name).cu32(str('')).u8(legacyRegionType(r.role, r.paradigm)).cu32(UNDEF32).cu32(0).cu32(0)
      .cu32(name).u8(r.role).u8(r.paradigm).cu32(0);
  }));
  a.groups.forEach((g, k) => def(DEF.Group, (s) => {
    s.cu32(k).cu32(str(g.name)).u8(legacyGroupType(g.type, g.paradigm, g.flags)).cu32(g.members.length);
    for (const m of g.members) s.cu64(m);
    s.u8(g.type).u8(g.paradigm).cu32(g.flags);
  }));
  a.comms.forEach((c, k) => {
    if (c.groupB === undefined) def(DEF.Comm, (s) => s.cu32(k).cu32(str(c.name)).cu32(c.group).cu32(opt(c.parent)).cu32(c.flags ?? 0));
    else def(DEF.InterComm, (s) => s.cu32(k).cu32(str(c.name)).cu32(c.group).cu32(c.groupB!).cu32(opt(c.parent)).cu32(c.flags ?? 0));
  });
  const file = new ChunkedFile(DEF_CHUNK, false, big);
  file.add(DEF.ClockProperties, (s) => s.cu64(a.timerResolution).cu64(a.globalOffset).cu64(a.traceLength).cu64(UNDEF64));
  for (const [s, k] of strings) file.add(DEF.String, (b) => b.cu32(k).string(s));
  for (const [id, fill] of later) file.add(id, fill);
  return { bytes: file.finish(), count: 1 + strings.size + later.length };
}

function anchor(a: TraceArchive, defCount: number, big: boolean): Uint8Array {
  const s = new ByteSink(big).u8(CTRL.CHUNK_HEADER).u8(big ? ENDIAN_BIG : ENDIAN_LITTLE).string(MAGIC).u8(3).u8(2).u8(3).u8(0).u8(2)
    .full(EVENT_CHUNK, 8).full(DEF_CHUNK, 8).u8(1).u8(1).full(a.locations.length, 8).full(defCount, 8)
    .string('').string('mpisim').string('MPI trace of a simulated run').full(0, 4);
  // The trace id only has to differ between traces; a hash of the content keeps output reproducible.
  let id = 0x9e3779b9;
  for (const l of a.locations) id = (Math.imul(id ^ l.events.length, 0x85ebca6b) + l.id) >>> 0;
  return s.full(id, 8).full(0, 4).full(0, 4).u8(CTRL.END_OF_FILE).u8(CTRL.END_OF_BUFFER).u8(CTRL.END_OF_CHUNK).result();
}

export interface WriteOptions {
  /** Archive name: `<dir>/<name>.otf2` (default `traces`). */
  name?: string;
  /** Big-endian files (endianness byte 0x23), as a big-endian machine's OTF2 writes them. */
  bigEndian?: boolean;
}

/** Writes the archive into `dir` (created if needed); returns the anchor file's path. */
export function writeArchive(dir: string, a: TraceArchive, opts: WriteOptions = {}): string {
  const name = opts.name ?? 'traces', big = opts.bigEndian ?? false;
  const locDir = path.join(dir, name);
  fs.mkdirSync(locDir, { recursive: true });
  const emptyDefs = new ChunkedFile(DEF_CHUNK, false, big).finish();
  for (const l of a.locations) {
    const evt = new ChunkedFile(EVENT_CHUNK, true, big);
    for (const e of l.events) addEvent(evt, e);
    fs.writeFileSync(path.join(locDir, `${l.id}.evt`), evt.finish());
    fs.writeFileSync(path.join(locDir, `${l.id}.def`), emptyDefs);
  }
  const defs = globalDefinitions(a, big);
  fs.writeFileSync(path.join(dir, `${name}.def`), defs.bytes);
  const anchorPath = path.join(dir, `${name}.otf2`);
  fs.writeFileSync(anchorPath, anchor(a, defs.count, big));
  return anchorPath;
}
