/**
 * Nested scopes (C99 6.2.1) with lookups that cost the same at any depth: every `if`, loop body
 * and block opens a scope, and an `else if` chain as long as gcc takes (10^5 links) nests that
 * many, so searching them innermost first would make parsing quadratic. As gcc's binding
 * chains do, each name keeps its own stack of visible block-scope bindings, innermost last;
 * file scope is a plain map (the program keeps it for the debugger).
 */
export class ScopeChain<E> {
  private readonly levels: Map<string, E>[];
  private readonly blockBindings = new Map<string, E[]>();

  constructor(file: Map<string, E> = new Map(), ...inner: Map<string, E>[]) {
    this.levels = [file];
    for (const scope of inner) {
      this.push();
      for (const [name, e] of scope) this.declare(name, e);
    }
  }

  get file(): Map<string, E> { return this.levels[0]; }
  /** How many block scopes are open (0 at file scope). */
  get depth(): number { return this.levels.length - 1; }

  push(): void { this.levels.push(new Map()); }
  pop(): void {
    if (this.levels.length === 1) return;
    for (const name of this.levels.pop()!.keys()) {
      const stack = this.blockBindings.get(name)!;
      stack.pop();
      if (!stack.length) this.blockBindings.delete(name);
    }
  }

  lookup(name: string): E | undefined {
    const stack = this.blockBindings.get(name);
    return stack ? stack[stack.length - 1] : this.levels[0].get(name);
  }

  /** The binding of `name` in the innermost scope only. */
  own(name: string): E | undefined { return this.levels[this.levels.length - 1].get(name); }

  /** Binds `name` in the innermost scope (a redeclaration there replaces the binding). */
  declare(name: string, e: E): void {
    const here = this.levels[this.levels.length - 1];
    if (this.levels.length > 1) {
      const stack = this.blockBindings.get(name);
      if (here.has(name)) stack![stack!.length - 1] = e;
      else if (stack) stack.push(e);
      else this.blockBindings.set(name, [e]);
    }
    here.set(name, e);
  }
}
