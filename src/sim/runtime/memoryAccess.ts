/**
 * What library code (printf, strtol, ...) may do with a rank's address space.
 * Every method faults (throws a MemoryFault) on an address the program may not touch,
 * exactly as a load or store from compiled C code would.
 * Byte strings are JS "binary strings": one char per byte (latin1), so UTF-8 text
 * passes through byte for byte, as in C.
 */
export interface MemoryAccess {
  u8(addr: number): number;
  setU8(addr: number, v: number): void;
  i16(addr: number): number;
  setI16(addr: number, v: number): void;
  i32(addr: number): number;
  setI32(addr: number, v: number): void;
  /** 64-bit integers as BigInt (two's complement, signed). */
  i64(addr: number): bigint;
  setI64(addr: number, v: bigint): void;
  f32(addr: number): number;
  setF32(addr: number, v: number): void;
  f64(addr: number): number;
  setF64(addr: number, v: number): void;
  /** Pointers are 8 bytes (x86-64) holding a 32-bit address in the low word. */
  ptr(addr: number): number;
  setPtr(addr: number, v: number): void;
  /** Bytes up to (not including) the NUL; faults if it runs off valid memory. */
  cstring(addr: number, maxLen?: number): string;
  /** Writes the bytes of `s` (no NUL added). */
  writeBytes(addr: number, s: string): void;
}

/**
 * The variadic arguments of one call, read the way the x86-64 System V ABI does:
 * integer-class arguments (ints, pointers, longs) come from one sequence and
 * floating ones from another, so printf("%d %f", 1.5, 2) prints "2 1.500000" as with gcc.
 */
export interface VarArgs {
  /** Next integer-class argument as its raw 64-bit value (signed BigInt); 0n when none remain. */
  int(): bigint;
  /** Next floating argument (double; floats were promoted); 0 when none remain. */
  double(): number;
}
