/**
 * Reads an OTF2 archive written by any tool (otf2.md §9): the anchor, the chunked global
 * definitions, each location's events, and its local definitions (mapping tables and clock
 * offsets, which Score-P writes). Fields a record has beyond the ones known here are skipped by
 * its length; unknown records are skipped whole. Every problem is a TraceFormatError naming the
 * file and what is wrong.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ByteSource, UNDEF32 } from './bytes';
import { CHUNK_HEADER_BYTES, CTRL, DEF, ENDIAN_BIG, ENDIAN_LITTLE, EVT, MAGIC, MAX_CHUNK, MIN_CHUNK, SINGLETON_64, SINGLETON_EVENTS } from './records';
import { TraceFormatError, type TraceArchive, type TraceEvent, type TraceLocation } from '../model';

interface Anchor { eventChunk: number; defChunk: number; locations: number; definitions: number }

function readBytes(file: string, what: string): Uint8Array {
  try {
    const st = fs.statSync(file);
    if (st.isDirectory()) throw new TraceFormatError(file, `is a directory, not ${what}`);
    return fs.readFileSync(file);
  } catch (e) {
    if (e instanceof TraceFormatError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new TraceFormatError(file, code === 'ENOENT' ? `missing: the archive has no ${what}` : `cannot read ${what} (${code ?? (e as Error).message})`);
  }
}

function readAnchor(file: string): Anchor {
  const buf = readBytes(file, 'anchor file');
  const s = new ByteSource(buf, 0, buf.length, file);
  if (buf.length < 2 || buf[0] !== CTRL.CHUNK_HEADER) s.fail('not an OTF2 anchor file (it does not start with the buffer header 0x03)');
  s.pos = 1;
  const endian = s.u8();
  if (endian !== ENDIAN_LITTLE && endian !== ENDIAN_BIG) s.fail(`invalid endianness byte 0x${endian.toString(16)} in the anchor header`);
  s.littleEndian = endian === ENDIAN_LITTLE;
  if (s.string('the magic') !== MAGIC) s.fail('not an OTF2 anchor file (bad magic, expected "OTF2")');
  const format = s.u8('the anchor format version');
  if (format === 0) s.fail('anchor format version 0 is invalid');
  s.u8('the trace format version'); s.skip(3, 'the OTF2 version');
  const eventChunk = s.full(8, 'the event chunk size');
  const defChunk = s.full(8, 'the definition chunk size');
  for (const [n, what] of [[eventChunk, 'event'], [defChunk, 'definition']] as const) {
    if (n < MIN_CHUNK || n > MAX_CHUNK) s.fail(`invalid ${what} chunk size ${n} (OTF2 allows 262144 to 16777216)`);
  }
  s.u8('the file substrate');
  const compression = s.u8('the compression');
  if (compression > 1) s.fail('compressed archives (zlib) are not supported');
  const locations = s.full(8, 'the number of locations');
  const definitions = s.full(8, 'the number of global definitions');
  for (const what of ['machine name', 'creator', 'description']) s.string(`the ${what}`);
  if (format >= 2) {
    const props = s.full(4, 'the number of properties');
    for (let k = 0; k < props; k++) { s.string('a property name'); s.string('a property value'); }
    s.full(8, 'the trace id');
  }
  if (format >= 3) {
    s.full(4, 'the number of snapshots'); s.full(4, 'the number of thumbnails');
    if (s.u8('the end-of-file marker') !== CTRL.END_OF_FILE) s.fail('the anchor does not end with END_OF_FILE (0x02)');
  }
  return { eventChunk, defChunk, locations, definitions };
}

/**
 * Walks the records of a chunked file (§2.3). `onRecord` gets the id and a source positioned on
 * the payload, bounded by the record's length (or the chunk for singleton events); the walk then
 * continues at the record's announced end.
 */
function walkChunks(file: string, chunkSize: number, isEvents: boolean, onRecord: (id: number, s: ByteSource, time: number) => void): void {
  const buf = readBytes(file, isEvents ? 'event file' : 'definition file');
  let time = 0;
  for (let base = 0; ; base += chunkSize) {
    if (base >= buf.length) throw new TraceFormatError(file, 'truncated: the file ends without END_OF_FILE (0x02)');
    const end = Math.min(base + chunkSize, buf.length);
    const s = new ByteSource(buf, base, end, file);
    if (s.u8('the chunk header') !== CTRL.CHUNK_HEADER) s.fail(`no chunk header at offset ${base} (the chunk size in the anchor is ${chunkSize})`);
    const endian = s.u8('the chunk header');
    if (endian !== ENDIAN_LITTLE && endian !== ENDIAN_BIG) s.fail(`invalid endianness byte 0x${endian.toString(16)} in the chunk at offset ${base}`);
    s.littleEndian = endian === ENDIAN_LITTLE;
    s.skip(CHUNK_HEADER_BYTES - 2, 'the chunk header');
    for (;;) {
      if (s.pos >= end) {
        if (end === buf.length) s.fail('truncated: the file ends without END_OF_FILE (0x02)');
        s.fail(`a record ends exactly at the end of the chunk at offset ${base}`);
      }
      const at = s.pos;
      const id = s.u8();
      if (id === CTRL.END_OF_CHUNK) break;
      if (id === CTRL.END_OF_FILE || id === CTRL.END_OF_BUFFER) return;
      if (isEvents && id === CTRL.TIMESTAMP) { time = s.full(8, 'a timestamp'); continue; }
      if (isEvents && SINGLETON_EVENTS.has(id)) {
        onRecord(id, s, time);
        continue;
      }
      const what = recordName(id, isEvents);
      let len = s.u8(`the length of ${what} at offset ${at}`);
      if (len === 0xff) len = s.full(8, `the length of ${what} at offset ${at}`);
      if (s.pos + len > end) s.fail(`truncated: ${what} at offset ${at} announces ${len} bytes but ${end === buf.length ? 'the file' : 'its chunk'} ends first`);
      const body = new ByteSource(buf, s.pos, s.pos + len, file);
      body.littleEndian = s.littleEndian;
      if (!(isEvents && id === CTRL.ATTRIBUTE_LIST)) onRecord(id, body, time);
      s.pos += len;
    }
  }
}

const DEF_NAMES = new Map<number, string>(Object.entries(DEF).map(([k, v]) => [v, k]));
const EVT_NAMES = new Map<number, string>(Object.entries(EVT).map(([k, v]) => [v, k]));
const recordName = (id: number, isEvents: boolean) => `${(isEvents ? EVT_NAMES : DEF_NAMES).get(id) ?? 'record'} (id ${id})`;

/** A field a record may lack (written by an older OTF2): its default when the payload ended. */
const more = (s: ByteSource) => s.pos < s.end;

function readDefinitions(file: string, anchor: Anchor): { a: TraceArchive; locationIds: number[] } {
  const strings = new Map<number, string>();
  const names: { set: (n: string) => void; ref: number }[] = [];
  const name = (ref: number, set: (n: string) => void) => names.push({ ref, set });
  const a: TraceArchive = { timerResolution: 1, globalOffset: 0, traceLength: 0, systemTreeNodes: [], locationGroups: [], locations: [], regions: [], groups: [], comms: [] };
  let count = 0;
  const opt = (v: number) => (v === UNDEF32 ? undefined : v);
  const dense = (list: unknown[], id: number, kind: string, s: ByteSource) => {
    if (id !== list.length) s.fail(`out of order ${kind} definition: id ${id} where ${list.length} was expected`);
  };
  walkChunks(file, anchor.defChunk, false, (id, s) => {
    count++;
    switch (id) {
      case DEF.ClockProperties:
        a.timerResolution = s.cu64('the timer resolution'); a.globalOffset = s.cu64('the global offset'); a.traceLength = s.cu64('the trace length');
        if (a.timerResolution === 0) s.fail('invalid timer resolution 0 in ClockProperties');
        break;
      case DEF.String: strings.set(s.cu32('a String id'), s.string()); break;
      case DEF.SystemTreeNode: {
        const k = s.cu32(); dense(a.systemTreeNodes, k, 'SystemTreeNode', s);
        const n = { name: '', className: '', parent: undefined as number | undefined };
        name(s.cu32(), (x) => (n.name = x)); name(s.cu32(), (x) => (n.className = x)); n.parent = opt(s.cu32());
        a.systemTreeNodes.push(n);
        break;
      }
      case DEF.LocationGroup: {
        const k = s.cu32(); dense(a.locationGroups, k, 'LocationGroup', s);
        const g = { name: '', type: 0, parent: undefined as number | undefined };
        name(s.cu32(), (x) => (g.name = x)); g.type = s.u8(); g.parent = opt(s.cu32());
        a.locationGroups.push(g);
        break;
      }
      case DEF.Location: {
        const l: TraceLocation = { id: s.cu64('a Location id'), name: '', type: 0, group: 0, events: [] };
        name(s.cu32(), (x) => (l.name = x)); l.type = s.u8(); s.cu64(); l.group = s.cu32();
        a.locations.push(l);
        break;
      }
      case DEF.Region: {
        const k = s.cu32(); dense(a.regions, k, 'Region', s);
        const r = { name: '', role: 0, paradigm: 0 };
        const nameRef = s.cu32(); s.cu32(); s.u8(); s.cu32(); s.cu32(); s.cu32();
        name(more(s) ? s.cu32() : nameRef, (x) => (r.name = x));
        if (more(s)) { r.role = s.u8(); r.paradigm = s.u8(); }
        a.regions.push(r);
        break;
      }
      case DEF.Group: {
        const k = s.cu32(); dense(a.groups, k, 'Group', s);
        const g = { name: '', type: 0, paradigm: 0, flags: 0, members: [] as number[] };
        name(s.cu32(), (x) => (g.name = x));
        const legacy = s.u8();
        const n = s.cu32('the number of group members');
        for (let m = 0; m < n; m++) g.members.push(s.cu64('a group member'));
        if (more(s)) { g.type = s.u8(); g.paradigm = s.u8(); g.flags = s.cu32(); } else {
          // Before 1.2 the type carried the paradigm: 4/5/6 are MPI's COMM_GROUP/SELF/LOCATIONS.
          g.type = ({ 4: 5, 5: 6, 6: 4 } as Record<number, number>)[legacy] ?? legacy;
          g.paradigm = legacy >= 4 ? 4 : 0;
        }
        a.groups.push(g);
        break;
      }
      case DEF.Comm: case DEF.InterComm: {
        const k = s.cu32(); dense(a.comms, k, 'Comm', s);
        const c = { name: '', group: 0, groupB: undefined as number | undefined, parent: undefined as number | undefined, flags: 0 };
        name(s.cu32(), (x) => (c.name = x));
        c.group = s.cu32();
        if (id === DEF.InterComm) c.groupB = s.cu32();
        c.parent = opt(s.cu32());
        if (more(s)) c.flags = s.cu32('the communicator flags');
        a.comms.push(c);
        break;
      }
    }
  });
  if (count !== anchor.definitions) {
    throw new TraceFormatError(file, `holds ${count} global definitions but the anchor says ${anchor.definitions}`);
  }
  for (const n of names) n.set(strings.get(n.ref) ?? '');
  return { a, locationIds: a.locations.map((l) => l.id) };
}

/** Local definitions: id mapping tables (local → global) and clock offsets (§6). */
interface LocalDefs { region?: number[] | Map<number, number>; comm?: number[] | Map<number, number>; offsets: { time: number; offset: number }[] }

function readLocalDefinitions(file: string, anchor: Anchor): LocalDefs {
  const local: LocalDefs = { offsets: [] };
  if (!fs.existsSync(file)) return local; // optional (§1)
  walkChunks(file, anchor.defChunk, false, (id, s) => {
    if (id === 5) {
      const type = s.u8();
      const n = s.cu64('the mapping table size');
      const sparse = s.u8() === 1;
      const map: number[] | Map<number, number> = sparse ? new Map() : [];
      for (let k = 0; k < n; k++) {
        if (sparse) (map as Map<number, number>).set(s.cu64(), s.cu64()); else (map as number[]).push(s.cu64());
      }
      if (type === 3) local.region = map;
      if (type === 6) local.comm = map;
    } else if (id === 6) {
      const time = s.full(8, 'a clock offset time');
      local.offsets.push({ time, offset: s.ci64('a clock offset') });
    }
  });
  return local;
}

function mapId(m: number[] | Map<number, number> | undefined, v: number): number {
  if (!m) return v;
  return (Array.isArray(m) ? m[v] : m.get(v)) ?? v;
}

/** Linear interpolation between consecutive clock offsets (a single one has no effect). */
function correctTime(offsets: LocalDefs['offsets'], t: number): number {
  if (offsets.length < 2) return t;
  let i = 0;
  while (i + 2 < offsets.length && t >= offsets[i + 1].time) i++;
  const a = offsets[i], b = offsets[i + 1];
  const slope = (b.offset - a.offset) / (b.time - a.time);
  return Math.round(t + a.offset + (t - a.time) * slope);
}

/** The fields MpiCollectiveEnd and NonBlockingCollectiveComplete share, in wire order. */
function collectiveFields(s: ByteSource, comm: () => number) {
  return { op: s.u8('the collective operation'), comm: comm(), root: s.cu32('the root'), sent: s.cu64('the bytes sent'), received: s.cu64('the bytes received') };
}

function readEvents(file: string, anchor: Anchor, local: LocalDefs): TraceEvent[] {
  const events: TraceEvent[] = [];
  walkChunks(file, anchor.eventChunk, true, (id, s, raw) => {
    const time = correctTime(local.offsets, raw);
    const comm = () => mapId(local.comm, s.cu32('a communicator'));
    if (SINGLETON_EVENTS.has(id)) {
      const v = SINGLETON_64.has(id) ? s.cu64(`the request id of ${recordName(id, true)}`) : s.cu32(`the field of ${recordName(id, true)}`);
      if (id === EVT.Enter || id === EVT.Leave) events.push({ time, type: id === EVT.Enter ? 'Enter' : 'Leave', region: mapId(local.region, v) });
      else if (id === EVT.MpiIsendComplete) events.push({ time, type: 'MpiIsendComplete', request: v });
      else if (id === EVT.MpiIrecvRequest) events.push({ time, type: 'MpiIrecvRequest', request: v });
      else if (id === EVT.MpiRequestTest) events.push({ time, type: 'MpiRequestTest', request: v });
      else if (id === EVT.MpiRequestCancelled) events.push({ time, type: 'MpiRequestCancelled', request: v });
      return;
    }
    switch (id) {
      case EVT.MpiSend: case EVT.MpiIsend: {
        const receiver = s.cu32('the receiver'), c = comm(), tag = s.cu32('the tag'), bytes = s.cu64('the message length');
        if (id === EVT.MpiSend) events.push({ time, type: 'MpiSend', receiver, comm: c, tag, bytes });
        else events.push({ time, type: 'MpiIsend', receiver, comm: c, tag, bytes, request: s.cu64('the request id') });
        break;
      }
      case EVT.MpiRecv: case EVT.MpiIrecv: {
        const sender = s.cu32('the sender'), c = comm(), tag = s.cu32('the tag'), bytes = s.cu64('the message length');
        if (id === EVT.MpiRecv) events.push({ time, type: 'MpiRecv', sender, comm: c, tag, bytes });
        else events.push({ time, type: 'MpiIrecv', sender, comm: c, tag, bytes, request: s.cu64('the request id') });
        break;
      }
      case EVT.MpiCollectiveBegin: events.push({ time, type: 'MpiCollectiveBegin' }); break;
      case EVT.MpiCollectiveEnd:
        events.push({ time, type: 'MpiCollectiveEnd', ...collectiveFields(s, comm) });
        break;
      case EVT.NonBlockingCollectiveRequest: events.push({ time, type: 'NonBlockingCollectiveRequest', request: s.cu64('the request id') }); break;
      case EVT.NonBlockingCollectiveComplete:
        events.push({ time, type: 'NonBlockingCollectiveComplete', ...collectiveFields(s, comm), request: s.cu64('the request id') });
        break;
      case EVT.CommCreate: case EVT.CommDestroy: events.push({ time, type: id === EVT.CommCreate ? 'CommCreate' : 'CommDestroy', comm: comm() }); break;
    }
  });
  return events;
}

/** Reads the archive whose anchor is `anchorFile` (`<dir>/<name>.otf2`). */
export function readArchive(anchorFile: string): TraceArchive {
  if (!anchorFile.endsWith('.otf2')) throw new TraceFormatError(anchorFile, 'an OTF2 archive is opened by its anchor file, <name>.otf2');
  const anchor = readAnchor(anchorFile);
  const base = anchorFile.slice(0, -'.otf2'.length);
  const { a } = readDefinitions(`${base}.def`, anchor);
  if (a.locations.length === 0) throw new TraceFormatError(`${base}.def`, 'defines no locations');
  const dir = path.join(path.dirname(base), path.basename(base));
  for (const l of a.locations) {
    const local = readLocalDefinitions(path.join(dir, `${l.id}.def`), anchor);
    l.events = readEvents(path.join(dir, `${l.id}.evt`), anchor, local);
  }
  return a;
}
