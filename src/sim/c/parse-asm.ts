/**
 * GNU extended asm statements (gcc manual, "Extended Asm"). mpisim runs C as JavaScript, so it
 * cannot execute machine code: it recognizes the few templates portable code uses on x86-64
 * (cycle counters, spin-wait hints, fences, compiler barriers) and lowers them to C
 * expressions; any other template is a compile error at the asm's position, where gcc would
 * hand the template to the assembler.
 */
import type { SourcePos } from './diagnostics';
import type { Expr, Stmt } from './ast';
import { T, isInt, unqual } from './types';
import { InitParser } from './parse-init';

interface AsmOperand { constraint: string; e: Expr; pos: SourcePos }

/**
 * Instructions with no effect a C program can observe in mpisim's sequentially consistent
 * memory (`rep; nop` is pause's old spelling: split at `;`, its `rep` stands alone).
 */
const NO_EFFECT = new Set(['nop', 'pause', 'rep nop', 'rep', 'mfence', 'lfence', 'sfence']);
/** rdtsc writes edx:eax; rdtscp also ecx (IA32_TSC_AUX, which Linux sets to the CPU number). */
const COUNTERS = new Set(['rdtsc', 'rdtscp']);

export abstract class AsmParser extends InitParser {
  protected isAsmKeyword(): boolean { return this.is('asm') || this.is('__asm__') || this.is('__asm'); }

  /** `asm [volatile] [inline] [goto] ( template [: outputs [: inputs [: clobbers [: labels]]]] ) ;` */
  protected asmStatement(): Stmt {
    const pos = this.tok.pos;
    this.next();
    while (['volatile', '__volatile__', '__volatile', 'inline', '__inline__', '__inline', 'goto'].includes(this.tok.text) && this.tok.kind === 'ident') this.next();
    this.expect('(');
    if (this.tok.kind !== 'string') this.fail(this.tok.pos, `expected string literal before ${this.describe(this.tok)}`);
    const template = this.stringLiteralBytes().replace(/\0$/, '');
    const outputs: AsmOperand[] = [], inputs: AsmOperand[] = [];
    if (this.accept(':')) {
      this.operands(outputs, true);
      if (this.accept(':')) {
        this.operands(inputs, false);
        if (this.accept(':')) {
          while (this.tok.kind === 'string') { this.stringLiteralBytes(); if (!this.accept(',')) break; }
          if (this.accept(':')) while ((this.tok.kind as string) === 'ident') { this.next(); if (!this.accept(',')) break; }
        }
      }
    }
    this.expect(')');
    this.expect(';');
    return this.lowerAsm(template, outputs, inputs, pos);
  }

  private operands(out: AsmOperand[], isOutput: boolean): void {
    if (this.tok.kind !== 'string' && !this.is('[')) return;
    do {
      if (this.accept('[')) { this.next(); this.expect(']'); }
      const pos = this.tok.pos;
      if (this.tok.kind !== 'string') this.fail(pos, `expected string literal before ${this.describe(this.tok)}`);
      const constraint = this.stringLiteralBytes().replace(/\0$/, '');
      this.expect('(');
      const e = this.expression();
      this.expect(')');
      if (isOutput) {
        if (!/^[=+]/.test(constraint)) this.error(pos, `output operand constraint lacks ‘=’`);
        if (!this.isLvalue(e)) this.error(e.pos, 'lvalue required in asm statement');
      }
      out.push({ constraint, e, pos });
    } while (this.accept(','));
  }

  private lowerAsm(template: string, outputs: AsmOperand[], inputs: AsmOperand[], pos: SourcePos): Stmt {
    const id = this.stmtCounter++;
    const insns = template.split(/[\n;]+/).map((s) => s.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean);
    const joined = insns.join('; ');
    const effects: Expr[] = [];
    if (insns.every((i) => NO_EFFECT.has(i))) {
      // `asm("" : "=r"(x) : "0"(y))`: an output tied to an input takes its value, as the
      // register allocator makes them one; other outputs keep whatever they held.
      outputs.forEach((o, k) => {
        const tied = inputs.find((i) => i.constraint.replace(/[^0-9]/g, '') === String(k));
        if (tied) effects.push(this.assignOut(o.e, tied.e, pos));
      });
    } else if (insns.length === 1 && COUNTERS.has(insns[0])) {
      const tsc: Expr = { k: 'builtin', name: '__builtin_ia32_rdtsc', args: [], type: T.ullong, pos };
      for (const o of outputs) {
        const reg = o.constraint.replace(/[=+&]/g, '');
        const part: Expr | undefined =
          reg === 'a' ? this.cast({ k: 'binary', op: '&', l: tsc, r: { k: 'num', value: 0xffffffffn, type: T.ullong, pos }, type: T.ullong, pos }, T.uint)
            : reg === 'd' ? this.cast({ k: 'binary', op: '>>', l: tsc, r: { k: 'num', value: 32, type: T.int, pos }, type: T.ullong, pos }, T.uint)
              : reg === 'A' ? tsc
                : reg === 'c' && insns[0] === 'rdtscp' ? { k: 'num', value: 0, type: T.uint, pos }
                  : undefined;
        if (!part) { this.error(o.pos, `mpisim cannot run ‘${joined}’ with an output in ‘${o.constraint}’ (rdtsc writes eax (“=a”) and edx (“=d”)${insns[0] === 'rdtscp' ? ', rdtscp also ecx (“=c”)' : ''})`); continue; }
        effects.push(this.assignOut(o.e, part, pos));
      }
    } else {
      this.error(pos, `mpisim cannot run the inline assembly ‘${joined}’: it runs C as JavaScript and knows only rdtsc, rdtscp, pause, nop, lfence, sfence, mfence and the empty template (a compiler barrier)`);
    }
    if (!effects.length) return { k: 'empty', pos, id };
    // One expression statement: the counter is read once per statement, so eax and edx agree.
    const e = effects.reduce((l, r) => ({ k: 'comma', l, r, type: r.type, pos }));
    return { k: 'expr', e, pos, id };
  }

  private assignOut(l: Expr, r: Expr, pos: SourcePos): Expr {
    const to = unqual(l.type);
    const v = isInt(to) || to.k === 'ptr' || to.k === 'float' || to.k === 'double' ? this.cast(this.rvalue(r), to) : this.rvalue(r);
    return { k: 'assign', l, r: v, type: to, pos };
  }

}
