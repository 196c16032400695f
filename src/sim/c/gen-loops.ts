/**
 * Innermost loops as JavaScript loops. A C loop compiles to cases of the function's state
 * machine, so every iteration goes back through `switch (F.pc)`: a store and a load of F.pc and
 * an indirect jump, and V8 sees no loop it can optimise as one. For an innermost loop whose body
 * makes no call and jumps nowhere but out of the loop or back to its head, this pass puts a copy
 * of the loop in front of the original cases: a `for (;;)` that runs the same statements with the
 * same budget ticks and breakpoint checks. Whenever a tick would take the slow path (the budget
 * is spent, a breakpoint is set, the rank is stepping), the copy gives the tick back and resumes
 * the original case of that statement, which does exactly what it always did; a rank stopped or
 * preempted inside the loop resumes in the original cases too, and they jump back to the head,
 * so into the fast copy, at the end of the iteration. Locals stay in F.V, where the debugger,
 * the snapshots and setVariable find them at every stop.
 */

/** The label of the function's dispatch loop, which exits of a fast loop continue. */
export const DISPATCH = 'dispatch';

const TICK = /^if \(\(--R\.budget < 0 \|\| BP\[(\d+)\] !== 0\) && R\.stmt\(F, \d+, (\d+)\)\) return;$/;
const CASE = /^case (\d+):$/;
const JUMP = /F\.pc = (\d+); continue;/g;
const BACK = /^F\.pc = (\d+); continue;$/;
/** What a line of a fast loop may not contain: calls out of the code, returns, nested control. */
const UNSAFE = /\bR\.|\bL\.|\bB\[|\breturn\b|\bbreak\b|\bcontinue\b|\bswitch\b|\bcase\b|\bfunction\b|=>|\bF\.(?!pc = \d+; continue;)/;

/** The function body's lines with a fast copy in front of each eligible innermost loop. */
export function fastLoops(lines: string[]): string[] {
  const caseAt = new Map<number, number>();
  lines.forEach((l, k) => { const m = CASE.exec(l); if (m) caseAt.set(+m[1], k); });
  const out: string[] = [];
  let done = 0; // lines[0..done) are in out
  for (let k = 0; k < lines.length; k++) {
    const back = BACK.exec(lines[k]);
    if (!back) continue;
    const head = +back[1];
    const from = caseAt.get(head);
    if (from === undefined || from < done || from >= k) continue;
    const fast = fastCopy(lines, from, k, head);
    if (!fast) continue;
    for (let j = done; j <= from; j++) out.push(lines[j]);
    out.push(...fast);
    done = from + 1;
  }
  for (let j = done; j < lines.length; j++) out.push(lines[j]);
  return out;
}

/** The fast copy of lines[from..to] (`case head:` .. the jump back to it), or undefined. */
function fastCopy(lines: string[], from: number, to: number, head: number): string[] | undefined {
  const inside = new Set<number>();
  for (let j = from; j < to; j++) { const m = CASE.exec(lines[j]); if (m) inside.add(+m[1]); }
  const body: string[] = [`F.pc = ${head};`, 'for (;;) {'];
  let pending = head; // the case label of the statement whose tick comes next
  let first = true;
  let ticks = 0;
  for (let j = from + 1; j < to; j++) {
    const line = lines[j];
    const c = CASE.exec(line);
    if (c) { pending = +c[1]; continue; }
    const t = TICK.exec(line);
    if (t) {
      // Its own case label is where the original code redoes this tick the slow way.
      if (+t[2] !== pending) return undefined;
      body.push(`if (--R.budget < 0 || BP[${t[1]}] !== 0) { R.budget++; ${first ? 'break;' : `F.pc = ${t[2]}; continue ${DISPATCH};`} }`);
      first = false;
      ticks++;
      continue;
    }
    if (first) return undefined; // the head starts with its tick
    if (UNSAFE.test(line.replace(JUMP, ''))) return undefined;
    let ok = true;
    body.push(line.replace(JUMP, (_m, l: string) => {
      if (inside.has(+l) || +l === head) ok = false; // a jump within the loop: not a simple one
      return `F.pc = ${l}; continue ${DISPATCH};`;
    }));
    if (!ok) return undefined;
  }
  if (ticks === 0) return undefined;
  body.push('}');
  return body;
}
