/** The Debug Adapter Protocol's wire format: `Content-Length: n` headers, a blank line, n bytes of JSON. */
import type { DebugProtocol } from '@vscode/debugprotocol';

const SEPARATOR = Buffer.from('\r\n\r\n');

export function frame(m: DebugProtocol.ProtocolMessage): Buffer {
  const body = Buffer.from(JSON.stringify(m), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}

/** Reassembles messages from a byte stream cut anywhere. */
export class DapFrames {
  private buf: Buffer = Buffer.alloc(0);
  private need = -1;

  /** The messages complete with this chunk; throws on a header or body that is not DAP. */
  push(chunk: Buffer): DebugProtocol.ProtocolMessage[] {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const out: DebugProtocol.ProtocolMessage[] = [];
    for (;;) {
      if (this.need < 0) {
        const end = this.buf.indexOf(SEPARATOR);
        if (end < 0) return out;
        const header = this.buf.subarray(0, end).toString('ascii');
        const m = /(?:^|\r\n)Content-Length: *(\d+)/i.exec(header);
        if (!m) throw new Error(`no Content-Length in the header '${header.slice(0, 80)}'`);
        this.need = Number(m[1]);
        this.buf = this.buf.subarray(end + SEPARATOR.length);
      }
      if (this.buf.length < this.need) return out;
      const body = this.buf.subarray(0, this.need).toString('utf8');
      this.buf = this.buf.subarray(this.need);
      this.need = -1;
      out.push(JSON.parse(body) as DebugProtocol.ProtocolMessage);
    }
  }
}
