import type { Token } from './token';
import { decodeDeclaration, type StoredDeclarations } from './token-store';

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

  constructor(file: Map<string, E> = new FileScope(), ...inner: Map<string, E>[]) {
    this.levels = [file];
    for (const scope of inner) {
      this.push();
      for (const [name, e] of scope) this.declare(name, e);
    }
  }

  get file(): Map<string, E> { return this.levels[0]; }
  /** How many block scopes are open (0 at file scope). */
  get depth(): number { return this.levels.length - 1; }

  /** The innermost scope's bindings, in order of declaration. */
  get innermost(): Map<string, E> { return this.levels[this.levels.length - 1]; }
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

  /** Every visible name, innermost scopes' first (file scope's: see FileScope.names). */
  *names(): Iterable<string> {
    for (let k = this.levels.length - 1; k > 0; k--) yield* [...this.levels[k].keys()].reverse();
    const file = this.levels[0];
    yield* file instanceof FileScope ? file.names() : [...file.keys()].reverse();
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

/**
 * A file scope some of whose entries are read only when first asked for: the function prototypes
 * of the built-in headers (<mpi.h> and <stdio.h> declare some 1,300), of which a program uses a
 * handful. Any question about a name, by lookup, `get` or `has`, reads its pending declaration
 * first, so the parser sees what it would have seen had it read every prototype in place.
 */
export class FileScope<E> extends Map<string, E> {
  private pending: Map<string, Token[] | number> | undefined;
  /** Where pending entries given by number are (a precompiled header's, decoded when read). */
  private stored: StoredDeclarations | undefined;
  /** Reads a pending declaration's tokens at file scope (the parser that owns the scope). */
  reader: ((tokens: Token[]) => void) | undefined;

  /** `tokens` declare `name` (in this scope) when the name is first asked for. */
  defer(name: string, tokens: Token[]): void { (this.pending ??= new Map()).set(name, tokens); }
  /** As `defer`, for every declaration of a store. */
  deferStored(s: StoredDeclarations): void {
    this.stored = s;
    this.pending ??= new Map();
    s.names.forEach((name, k) => this.pending!.set(name, k));
  }
  /** Declarations still unread are dropped. */
  settleNone(): void { this.pending = undefined; this.stored = undefined; }
  /** The declarations not read yet (a precompiled header keeps them as they are). */
  get unread(): Map<string, Token[]> {
    return new Map([...(this.pending ?? [])].map(([name, t]) => [name, this.tokensOf(t)]));
  }

  /** Every name, read or pending, the latest declared first (pending ones come from the headers, before the program's). */
  *names(): Iterable<string> {
    yield* [...super.keys()].reverse();
    if (this.pending) yield* [...this.pending.keys()].reverse();
  }

  override get(name: string): E | undefined { this.settle(name); return super.get(name); }
  override has(name: string): boolean { this.settle(name); return super.has(name); }
  private settle(name: string): void {
    const t = this.pending?.get(name);
    if (t === undefined) return;
    this.pending!.delete(name);
    this.reader!(this.tokensOf(t));
  }
  private tokensOf(t: Token[] | number): Token[] { return typeof t === 'number' ? decodeDeclaration(this.stored!, t) : t; }
}
