/**
 * gcc's #pragma pack (issue 14: csmith seed 411 read a union member laid over a packed struct):
 * pack(n), pack(push[, n]), pack(pop), pack(); no member aligned more than n bytes; a packed
 * bit-field starts at the next free bit even across its type's units (read from the byte it
 * starts in, over more bytes than its type when it spills); a zero-width bit-field still aligns
 * to its type; and `__attribute__((packed))` on a struct. Built and run with gcc in the test, and with mpisim.
 */
import { test, before } from 'node:test';
import { requireGcc, tmpDirForFile } from '../helpers/cprog';
import { sameAsGccOnMainThread } from './main-thread';

const tmp = tmpDirForFile('pack');
before(() => requireGcc());

test('#pragma pack lays out structs, unions and bit-fields as gcc does', async () => {
  await sameAsGccOnMainThread(tmp, 'pack', `#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#pragma pack(push)
#pragma pack(1)
struct S0 { const int8_t f0; uint16_t f1; int64_t f2; };
struct B { signed f0 : 5; unsigned f1 : 30; signed f2 : 31; int8_t c; unsigned f3 : 3; signed : 0; signed f4 : 12; };
#pragma pack(pop)
#pragma pack(push, 2)
struct T { char a; int b; double c; short d; };
#pragma pack(4)
struct U { char a; double b; };
#pragma pack()
struct V { char a; double b; };
#pragma pack(pop)
union U6 { const struct S0 f0; const volatile uint32_t f1; };
struct __attribute__((packed)) AP { char a; int b; unsigned f : 30; signed g : 7; };
struct AQ { char a; long b; signed g : 20; short h; } __attribute__((__packed__));
static volatile union U6 g = {{0x57L,0xCD3FL,0x11}};
static struct S0 s = {0x57L,0xCD3FL,0x11};
static struct B b = { -3, 0x2345678, -123456789, 7, 5, -100 };
int main(void) {
  printf("%zu %zu %x %x\\n", sizeof(struct S0), sizeof(union U6), g.f1, *(unsigned *)&s);
  printf("%zu %zu %zu %zu %zu %zu\\n", sizeof(struct T), offsetof(struct T, b), offsetof(struct T, c), sizeof(struct U), sizeof(struct V), sizeof(struct B));
  struct AP ap = { 1, 2, 0x2abcdef1, -5 }; struct AQ aq = { 3, 4, -300000, 5 };
  ap.f += 3; aq.g -= 1;
  printf("%zu %zu %zu %zu %u %d %d %d\\n", sizeof(struct AP), sizeof(struct AQ), offsetof(struct AQ, b), offsetof(struct AQ, h), ap.f, ap.g, aq.g, aq.h);
  printf("%d %u %d %d %u %d\\n", b.f0, b.f1, b.f2, b.c, b.f3, b.f4);
  struct B l = b; l.f1 = 0x3fffffff; l.f2 = -1; l.f0 = 15; l.f4 += 7;
  printf("%d %u %d %d %u %d %d\\n", l.f0, l.f1, l.f2, l.c, l.f3, l.f4, (l.f1 = 5) + (l.f2 = 1000000000));
  unsigned char *p = (unsigned char *)&l; for (size_t i = 0; i < sizeof l; i++) printf("%02x", p[i]); printf("\\n");
  p = (unsigned char *)&b; for (size_t i = 0; i < sizeof b; i++) printf("%02x", p[i]); printf("\\n");
  return 0;
}
`);
});
