/**
 * setjmp and longjmp. setjmp writes into the jmp_buf which frame called it (its depth in the
 * stack, its function, its frame pointer), where that function goes on after the call (a label
 * of its generated code) and the stack pointer. longjmp checks the frame is still the one at
 * that depth, drops the frames above it, resumes it there with the value, and throws LongJump so
 * that the JavaScript calls of the abandoned frames end at once; the rank's run loop catches it
 * and runs on from the resumed frame. The record lives in the process's memory, so snapshots,
 * rewinds and copies of the buffer carry it as they would glibc's registers.
 */
import type { Frame } from '../c/compiled';
import { CFault, type Memory } from './memory';

// 'mpjb': a buffer setjmp never wrote (zeroed, or garbage) is told from one it did.
const MAGIC = 0x6d706a62;

/** Thrown by longjmp; caught by the rank's run loop, which runs the resumed frame. */
export class LongJump {}
const JUMP = new LongJump();

/** The registers of the running context (a rank, a thread or a coroutine of it). */
export interface JumpRegisters { frames: Frame[]; top: Frame | undefined; m: Memory; rv: unknown }

export function setjmp(r: JumpRegisters, F: Frame, env: number, label: number, site: number): number {
  const m = r.m;
  m.st64(env, MAGIC, site);
  m.st64(env + 8, r.frames.length, site);
  m.st64(env + 16, F.fn, site);
  m.st64(env + 24, F.fp, site);
  m.st64(env + 32, label, site);
  m.st64(env + 40, m.sp, site);
  return 0;
}

export function longjmp(r: JumpRegisters, env: number, val: number, site: number): never {
  const m = r.m;
  const word = (k: number): number => Number(m.s64(env + 8 * k, site));
  const depth = word(1);
  const F = depth >= 1 ? r.frames[depth - 1] : undefined;
  if (word(0) !== MAGIC || !F || F.fn !== word(2) || F.fp !== word(3)) {
    throw new CFault('invalid longjmp', 'the jmp_buf was not filled by setjmp, or the function that called setjmp has returned', site);
  }
  r.frames.length = depth;
  r.top = F;
  F.pc = word(4);
  m.sp = word(5);
  // C11 7.13.2.1: setjmp then returns val, or 1 for 0.
  r.rv = (val | 0) === 0 ? 1 : val | 0;
  throw JUMP;
}
