/**
 * -Wmissing-braces as gcc 12's c-typeck.cc gives it: push_init_level of a level whose braces were
 * elided (implicit 1; not the levels a designator list opens) marks the whole initializer, and
 * from then on each explicit brace level popped warns, at the initializer's own start, unless the
 * initializer still counts as `{ 0 }` (constructor_zeroinit: cleared by an element written that
 * is not the integer 0, a braced sub-initializer included; recomputed at each pop from the level's
 * elements: none or a single integer 0 make it `{ 0 }` again, two or more never).
 */
import type { SourcePos } from './diagnostics';

interface Level { elements: number; firstZero: boolean }
interface Initializing { at: SourcePos; found: boolean; zeroinit: boolean; levels: Level[] }

export class MissingBraces {
  /** The initializers being read, innermost last (a compound literal's inside a declaration's). */
  private readonly stack: Initializing[] = [];

  constructor(private readonly warn: (at: SourcePos) => void) {}

  start(at: SourcePos): void { this.stack.push({ at, found: false, zeroinit: true, levels: [] }); }
  finish(): void { this.stack.pop(); }

  private get current(): Initializing | undefined { return this.stack[this.stack.length - 1]; }

  /** A brace level opens: written (`{`), elided (the element's type is an aggregate) or a designator's. */
  opens(kind: 'explicit' | 'elided' | 'designator'): void {
    const init = this.current;
    if (!init) return;
    init.levels.push({ elements: 0, firstZero: false });
    if (kind === 'elided') init.found = true;
  }

  /** An element written at the current level: `zero`, whether it is the integer constant 0. */
  element(zero: boolean): void {
    const init = this.current;
    if (!init) return;
    if (!zero) init.zeroinit = false;
    const level = init.levels[init.levels.length - 1];
    if (level) { if (level.elements === 0) level.firstZero = zero; level.elements++; }
  }

  /**
   * The current level closes; an explicit one's value is then an element of the level around it
   * (`zero`: a braced scalar's integer 0; any aggregate's value is not).
   */
  closes(kind: 'explicit' | 'elided' | 'designator', zero = false): void {
    const init = this.current;
    const level = init?.levels.pop();
    if (!init || !level) return;
    if (level.elements === 0 || (level.elements === 1 && level.firstZero)) init.zeroinit = true;
    else if (level.elements > 1) init.zeroinit = false;
    if (kind === 'explicit' && init.found && !init.zeroinit) this.warn(init.at);
    const outer = init.levels[init.levels.length - 1];
    if (!outer) return;
    if (kind === 'explicit') this.element(zero);
    else { if (outer.elements === 0) outer.firstZero = false; outer.elements++; }
  }
}
