/**
 * Pictures of the session for the webviews, as SVG strings: the message timeline (one row per
 * rank, MPI calls as bars, messages as arrows, a line at the session's virtual time) and the
 * wait-for graph. Pure (no `vscode`), so node:test covers them.
 */
import type { CompareBody, TimelineBody, WaitForGraphBody } from './protocol';

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
  // As wide as the editor: the drawing scales instead of scrolling sideways.
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="100%" viewBox="0 0 ${WIDTH} ${height}" preserveAspectRatio="xMinYMin meet" font-family="sans-serif" font-size="11">`);
  parts.push(`<defs><marker id="arrow" viewBox="0 0 6 6" refX="6" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="currentColor"/></marker></defs>`);
  for (let r = 0; r < rows; r++) {
    parts.push(`<text class="rowname" x="4" y="${y(r) + 14}" fill="currentColor">rank ${r}</text>`);
    parts.push(`<line x1="${LEFT}" y1="${y(r) + ROW / 2}" x2="${WIDTH - 10}" y2="${y(r) + ROW / 2}" stroke="currentColor" stroke-opacity="0.2"/>`);
  }
  for (const c of t.calls) {
    if (c.rank >= rows || !visible(c.start, c.end)) continue;
    const w = Math.max(1.5, x(c.end) - x(c.start));
    parts.push(`<rect class="call" x="${x(c.start).toFixed(1)}" y="${y(c.rank) + 4}" width="${w.toFixed(1)}" height="${ROW - 8}" fill="${colourOf(c.name)}"><title>rank ${c.rank}: ${escapeXml(c.name)} ${formatTime(c.start)} – ${formatTime(c.end)}</title></rect>`);
    // The call's name on its band when it fits (MPI_ dropped: every band is an MPI call).
    const label = c.name.replace(/^MPI_/, '');
    if (w >= label.length * 6 + 6) parts.push(`<text class="callname" x="${(x(c.start) + 3).toFixed(1)}" y="${y(c.rank) + 15}" fill="black" font-size="10" pointer-events="none">${escapeXml(label)}</text>`);
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

/** The colours of the timeline's calls, one swatch per MPI function drawn. */
export function timelineLegend(t: TimelineBody): string {
  const names = [...new Set(t.calls.map((c) => c.name))].sort();
  if (!names.length) return '';
  return `<p class="legend">${names.map((n) => `<span><i style="background:${colourOf(n)}"></i>${escapeXml(n)}</span>`).join('')}`
    + '<span><svg width="30" height="10"><line x1="0" y1="5" x2="26" y2="5" stroke="currentColor"/><path d="M24,2 L30,5 L24,8 z" fill="currentColor"/></svg> message (send → receive)</span>'
    + '<span><svg width="12" height="12"><line x1="6" y1="0" x2="6" y2="12" stroke="red"/></svg> now</span></p>';
}

/** A cross-rank comparison as a table: each distinct value with its ranks; numbers summarised. */
export function comparisonHtml(b: CompareBody): string {
  const rows = b.groups.map((g) => `<tr class="value"><td>${escapeXml(g.value)}</td><td>${g.ranks.length}</td><td>${escapeXml(g.rankText)}</td></tr>`).join('');
  const errs = b.errors.map((e) => `<tr class="error"><td><i>${escapeXml(e.message)}</i></td><td>${e.ranks.length}</td><td>${escapeXml(e.rankText)}</td></tr>`).join('');
  const n = b.numeric;
  const summary = n ? `<p class="summary">min ${n.min} (ranks ${escapeXml(n.minRanks)}) · max ${n.max} (ranks ${escapeXml(n.maxRanks)}) · mean ${+n.mean.toPrecision(6)}</p>` : '';
  const head = `<p>${b.groups.length} distinct ${b.groups.length === 1 ? 'value' : 'values'} on ${b.ranks - b.errors.reduce((k, e) => k + e.ranks.length, 0)} of ${b.ranks} ranks.</p>`;
  return head + summary + `<table><tr><th>value</th><th>ranks</th><th>which</th></tr>${rows}${errs}</table>`;
}

/** Splits `text` into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ' ' + word;
    else { out.push(line); line = word; }
    while (line.length > width) { out.push(line.slice(0, width)); line = line.slice(width); }
  }
  if (line) out.push(line);
  return out;
}

/** Width of a line of 12 px sans-serif, over-estimated so that labels never touch. */
const textWidth = (s: string): number => s.length * 7.2;
const LINE = 15, NODE_R = 28, LABEL_CHARS = 24;

/**
 * The blocked ranks on a circle, an arrow from each to every rank it waits for, the cycle in
 * red. Each label (the rank's MPI call, wrapped) sits outside the circle on its node's side;
 * the circle is as large as the labels need to stay apart, and the picture as large as they are.
 */
export function waitForSvg(g: WaitForGraphBody): string {
  const n = g.nodes.length;
  const labels = g.nodes.map((node) => [...wrap(node.summary ?? `${node.call}(${node.detail})`, LABEL_CHARS), ...(node.at ? [`at ${node.at}`] : [])]);
  const boxW = Math.max(60, ...labels.map((ls) => Math.max(...ls.map(textWidth))));
  const boxH = Math.max(...labels.map((ls) => ls.length)) * LINE;
  // Neighbours on the circle are a chord apart; at any angle the chord is at least √2 × a label's
  // size (plus a margin) along one axis, so two labels placed alike never meet.
  const rad = n > 1 ? Math.max(110, (Math.SQRT2 * (Math.max(boxW, boxH + 2 * NODE_R) + 12)) / (2 * Math.sin(Math.PI / n))) : 0;
  const angle = (k: number): number => (2 * Math.PI * k) / n - Math.PI / 2;
  const at = new Map(g.nodes.map((node, k) => [node.rank, { x: rad * Math.cos(angle(k)), y: rad * Math.sin(angle(k)) }]));
  // Label boxes, in the same coordinates as the nodes (centre 0,0).
  const boxes = g.nodes.map((node, k) => {
    const a = angle(k), s = Math.sin(a), p = at.get(node.rank)!;
    const h = labels[k].length * LINE, w = Math.max(...labels[k].map(textWidth));
    // Centred under its node (over it on the upper arc): the picture stays narrow enough for a side column.
    const anchor = 'middle';
    const x = p.x;
    const top = n > 1 && s < -0.35 ? p.y - NODE_R - 8 - h : p.y + NODE_R + 8;
    const left = x - w / 2;
    return { anchor, x, top, left, right: left + w, bottom: top + h };
  });
  const minX = Math.min(-NODE_R, ...boxes.map((b) => b.left)) - 12, maxX = Math.max(NODE_R, ...boxes.map((b) => b.right)) + 12;
  const minY = Math.min(-NODE_R, ...boxes.map((b) => b.top)) - 12, maxY = Math.max(NODE_R, ...boxes.map((b) => b.bottom)) + 12;
  const W = Math.ceil(maxX - minX), H = Math.ceil(maxY - minY);
  const X = (v: number): string => (v - minX).toFixed(1), Y = (v: number): string => (v - minY).toFixed(1);
  const inCycle = new Set(g.cycle ?? []);
  const cycleEdge = (a: number, b: number): boolean => {
    const cy = g.cycle ?? [];
    const i = cy.indexOf(a);
    return i >= 0 && cy[(i + 1) % cy.length] === b;
  };
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" class="waitfor" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<defs><marker id="head" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="context-stroke"/></marker></defs>`];
  for (const node of g.nodes) {
    const a = at.get(node.rank)!;
    for (const to of node.waitsFor) {
      const b = at.get(to);
      if (!b) continue;
      const dx = b.x - a.x, dy = b.y - a.y, d = Math.hypot(dx, dy) || 1;
      const red = cycleEdge(node.rank, to);
      parts.push(`<line class="edge${red ? ' cycle' : ''}" x1="${X(a.x + (dx / d) * 30)}" y1="${Y(a.y + (dy / d) * 30)}" x2="${X(b.x - (dx / d) * 30)}" y2="${Y(b.y - (dy / d) * 30)}" stroke="${red ? 'red' : 'currentColor'}" stroke-width="${red ? 2 : 1}" marker-end="url(#head)"><title>rank ${node.rank} waits for rank ${to}</title></line>`);
    }
  }
  g.nodes.forEach((node, k) => {
    const a = at.get(node.rank)!, b = boxes[k];
    const lines = labels[k].map((l, i) => `<tspan x="${X(b.x)}" y="${Y(b.top + (i + 1) * LINE - 3)}">${escapeXml(l)}</tspan>`).join('');
    parts.push(`<g class="node"><circle cx="${X(a.x)}" cy="${Y(a.y)}" r="${NODE_R}" fill="none" stroke="${inCycle.has(node.rank) ? 'red' : 'currentColor'}" stroke-width="2"/>`
      + `<text class="rank" x="${X(a.x)}" y="${Y(a.y + 4)}" text-anchor="middle" fill="currentColor">rank ${node.rank}</text>`
      + `<text class="label" text-anchor="${b.anchor}" fill="currentColor">${lines}</text>`
      + `<title>${escapeXml(`${node.summary ?? `${node.call}(${node.detail})`}${node.at ? ` at ${node.at}` : ''}`)}</title></g>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}
