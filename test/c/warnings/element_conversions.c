/* Constants converted as csmith's programs convert them: an unsigned constant to a narrower
   unsigned type is gcc's plain "conversion" (a signed one's is "unsigned conversion"), and an
   element of an array, struct or union initializer converts to its type's main variant
   (uint32_t's warning names `unsigned int`), while a scalar's own initializer keeps the typedef. */
#include <stdint.h>
typedef unsigned int u32;
typedef uint32_t pair[2];
struct S0 { uint16_t f0; int32_t f1; const uint16_t f2; uint32_t f3; volatile u32 f4 : 5; int8_t f5; };
union U { uint32_t m; int8_t n; };
static struct S0 g_127 = {0xA2FCL, 0L, 0x3536L, 18446744073709551615UL, 18446744073709551615UL, 300};
struct S0 designated = {.f3 = 18446744073709551614UL, .f5 = -129};
union U u = {18446744073709551611UL};
pair p = {18446744073709551615UL, 4294967296L};
const uint8_t bytes[3] = {256, 511u, -1};
uint32_t scalar = 18446744073709551615UL;
u32 braced = {18446744073709551615UL};
unsigned char narrow = 65535u, wide = 256;
unsigned short shrt = 18446744073709551615UL;
int main(void) {
  struct S0 t = {1, 2, 3, 18446744073709551615UL};
  int8_t local = 300;
  uint64_t big = 18446744073709551615UL;
  t.f3 = 18446744073709551609UL;
  struct S0 t2 = (struct S0){.f1 = 4294967296UL};
  return t.f3 + t2.f1 + local + (int)big;
}
