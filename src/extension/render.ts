/**
 * Pictures of the session for the webviews, as SVG strings: the message timeline (one row per
 * rank, MPI calls as bars, messages as arrows, a line at the session's virtual time) and the
 * wait-for graph. Pure (no `vscode`), so node:test covers them.
 */
import type { TimelineBody, WaitForGraphBody } from './protocol';

/** Virtual time for people: seconds with a unit that keeps about 3 significant digits. */
export function formatTime(s: number): string {
  if (s === 0) return '0 s';
  const a = Math.abs(s);
  if (a < 1e-6) return `${+(s * 1e9).toPrecision(3)} ns`;
  if (a < 1e-3) return `${+(s * 1e6).toPrecision(3)} µs`;
  if (a < 1) return `${+(s * 1e3).toPrecision(3)} ms`;
  return `${+s.toPrecision(4)} s`;
}

/**
 * A time typed by a person: seconds ("0.0015", "1.5e-3", "2 s") or nanoseconds ("1500 ns").
 * Returns seconds, or what is wrong.
 */
export function parseTraceTime(text: string, end: number): number | string {
  const m = /^\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*(s|ns)?\s*$/.exec(text);
  if (!m) return `'${text}' is not a time: give seconds (0.0015, 1.5e-3, 2 s) or nanoseconds (1500 ns)`;
  const t = m[2] === 'ns' ? Number(m[1]) / 1e9 : Number(m[1]);
  if (t > end) return `${text.trim()} is after the trace's end (${end} s)`;
  return t;
}

export const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stable colour per MPI function name, so MPI_Recv looks the same on every row. */
function colourOf(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360}, 55%, 55%)`;
}

const ROW = 22, LEFT = 70, WIDTH = 1000, TOP = 24;

/** Ranks beyond this many rows are summarised (the SVG of 1024 rows is still cheap, but unreadable). */
export const MAX_ROWS = 256;

/** `window`: the time range to draw (a zoom), seconds; by default all of it from 0. */
export function timelineSvg(t: TimelineBody, window?: { from: number; to: number }): string {
  const rows = Math.min(t.ranks, MAX_ROWS);
  const from = window?.from ?? 0;
  const end = window?.to ?? Math.max(t.now, ...t.calls.map((c) => c.end), ...t.messages.map((m) => m.recvTime), 1e-9);
  const span = Math.max(end - from, 1e-12);
  // Clamped to the drawing, so what starts before a zoomed window or ends after it is cut at its edge.
  const x = (time: number): number => LEFT + (Math.min(Math.max(time - from, 0), span) / span) * (WIDTH - LEFT - 10);
  const visible = (a: number, b: number): boolean => b >= from && a <= end;
  const y = (rank: number): number => TOP + rank * ROW;
  const parts: string[] = [];
  const height = TOP + rows * ROW + 20;
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="11">`);
  parts.push(`<defs><marker id="arrow" viewBox="0 0 6 6" refX="6" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="currentColor"/></marker></defs>`);
  for (let r = 0; r < rows; r++) {
    parts.push(`<text x="4" y="${y(r) + 14}" fill="currentColor">rank ${r}</text>`);
    parts.push(`<line x1="${LEFT}" y1="${y(r) + ROW / 2}" x2="${WIDTH - 10}" y2="${y(r) + ROW / 2}" stroke="currentColor" stroke-opacity="0.2"/>`);
  }
  for (const c of t.calls) {
    if (c.rank >= rows || !visible(c.start, c.end)) continue;
    const w = Math.max(1.5, x(c.end) - x(c.start));
    parts.push(`<rect class="call" x="${x(c.start).toFixed(1)}" y="${y(c.rank) + 4}" width="${w.toFixed(1)}" height="${ROW - 8}" fill="${colourOf(c.name)}"><title>rank ${c.rank}: ${escapeXml(c.name)} ${formatTime(c.start)} – ${formatTime(c.end)}</title></rect>`);
  }
  for (const m of t.messages) {
    if (m.sender >= rows || m.receiver >= rows || !visible(m.sendTime, m.recvTime)) continue;
    parts.push(`<line class="message" x1="${x(m.sendTime).toFixed(1)}" y1="${y(m.sender) + ROW / 2}" x2="${x(m.recvTime).toFixed(1)}" y2="${y(m.receiver) + ROW / 2}" stroke="currentColor" marker-end="url(#arrow)"><title>${m.sender} → ${m.receiver}: tag ${m.tag}, ${m.bytes} B on ${escapeXml(m.comm)}, sent ${formatTime(m.sendTime)}, received ${formatTime(m.recvTime)}</title></line>`);
  }
  if (visible(t.now, t.now)) parts.push(`<line class="now" x1="${x(t.now).toFixed(1)}" y1="${TOP - 6}" x2="${x(t.now).toFixed(1)}" y2="${height - 14}" stroke="red"/>`);
  if (visible(t.now, t.now)) parts.push(`<text x="${Math.min(x(t.now) + 3, WIDTH - 90).toFixed(1)}" y="${TOP - 10}" fill="red">now ${formatTime(t.now)}</text>`);
  parts.push(`<text x="${LEFT}" y="${height - 4}" fill="currentColor">${formatTime(from)}</text><text x="${WIDTH - 10}" y="${height - 4}" text-anchor="end" fill="currentColor">${formatTime(end)}</text>`);
  parts.push('</svg>');
  return parts.join('\n');
}

/** The blocked ranks on a circle, an arrow from each to every rank it waits for; the cycle in red. */
export function waitForSvg(g: WaitForGraphBody): string {
  const n = g.nodes.length;
  const size = Math.max(320, Math.min(900, 120 * Math.sqrt(Math.max(n, 1)) + 200));
  const c = size / 2, rad = n > 1 ? size / 2 - 90 : 0;
  const pos = new Map(g.nodes.map((node, k) => [node.rank, { x: c + rad * Math.cos((2 * Math.PI * k) / n - Math.PI / 2), y: c + rad * Math.sin((2 * Math.PI * k) / n - Math.PI / 2) }]));
  const inCycle = new Set(g.cycle ?? []);
  const cycleEdge = (a: number, b: number): boolean => {
    const cy = g.cycle ?? [];
    const i = cy.indexOf(a);
    return i >= 0 && cy[(i + 1) % cy.length] === b;
  };
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" class="waitfor" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="sans-serif" font-size="12">`,
    `<defs><marker id="head" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="context-stroke"/></marker></defs>`];
  for (const node of g.nodes) {
    const a = pos.get(node.rank)!;
    for (const to of node.waitsFor) {
      const b = pos.get(to);
      if (!b) continue;
      const dx = b.x - a.x, dy = b.y - a.y, d = Math.hypot(dx, dy) || 1;
      const red = cycleEdge(node.rank, to);
      parts.push(`<line class="edge${red ? ' cycle' : ''}" x1="${(a.x + (dx / d) * 30).toFixed(1)}" y1="${(a.y + (dy / d) * 30).toFixed(1)}" x2="${(b.x - (dx / d) * 30).toFixed(1)}" y2="${(b.y - (dy / d) * 30).toFixed(1)}" stroke="${red ? 'red' : 'currentColor'}" stroke-width="${red ? 2 : 1}" marker-end="url(#head)"><title>rank ${node.rank} waits for rank ${to}</title></line>`);
    }
  }
  for (const node of g.nodes) {
    const a = pos.get(node.rank)!;
    parts.push(`<g class="node"><circle cx="${a.x.toFixed(1)}" cy="${a.y.toFixed(1)}" r="28" fill="none" stroke="${inCycle.has(node.rank) ? 'red' : 'currentColor'}" stroke-width="2"/>`
      + `<text x="${a.x.toFixed(1)}" y="${(a.y + 4).toFixed(1)}" text-anchor="middle" fill="currentColor">rank ${node.rank}</text>`
      + `<text x="${a.x.toFixed(1)}" y="${(a.y + 44).toFixed(1)}" text-anchor="middle" fill="currentColor">${escapeXml(node.call)}(${escapeXml(node.detail)})</text>`
      + `<title>${escapeXml(`${node.call}(${node.detail})${node.at ? ` at ${node.at}` : ''}`)}</title></g>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}
