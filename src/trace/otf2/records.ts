/** OTF2 3.0 record ids (otf2.md §4.2, §5.2) and the framing facts writer and reader share. */

export const DEF = {
  ClockProperties: 5, Paradigm: 6, String: 10, SystemTreeNode: 12, LocationGroup: 13, Location: 14, Region: 15,
  Group: 18, Comm: 22, InterComm: 43,
} as const;

export const EVT = {
  Enter: 12, Leave: 13, MpiSend: 14, MpiIsend: 15, MpiIsendComplete: 16, MpiIrecvRequest: 17, MpiRecv: 18, MpiIrecv: 19,
  MpiRequestTest: 20, MpiRequestCancelled: 21, MpiCollectiveBegin: 22, MpiCollectiveEnd: 23,
  NonBlockingCollectiveRequest: 85, NonBlockingCollectiveComplete: 86, CommCreate: 87, CommDestroy: 88,
} as const;

/** Buffer control ids (§2.2). */
export const CTRL = { END_OF_CHUNK: 0, END_OF_BUFFER: 1, END_OF_FILE: 2, CHUNK_HEADER: 3, TIMESTAMP: 5, ATTRIBUTE_LIST: 6 } as const;

/** Event ids written without a length byte: one compressed field each (a closed list, §2.4). */
export const SINGLETON_EVENTS = new Set([12, 13, 16, 17, 20, 21, 24, 28, 29, 30]);
/** Of those, the ones whose field is 64-bit (request and task ids). */
export const SINGLETON_64 = new Set([16, 17, 20, 21, 28, 29, 30]);

export const ENDIAN_LITTLE = 0x42;
export const ENDIAN_BIG = 0x23;
export const CHUNK_HEADER_BYTES = 18;
export const MIN_CHUNK = 256 * 1024;
export const MAX_CHUNK = 16 * 1024 * 1024;
export const MAGIC = 'OTF2';
