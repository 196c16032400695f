/* Universal character names in narrow strings are UTF-8, as gcc writes them: past U+FFFF in four
   bytes, past U+10FFFF (gcc warns: outside the UCS codespace) in the original longer scheme. */
#include <stdio.h>

static void bytes(const char *s) {
  for (; *s; s++) printf("%02x ", (unsigned char)*s);
  printf("\n");
}

int main(void) {
  bytes("\u00e9\u0024\u0040\u0060\u00a0");
  bytes("\u20ac\uFFFD\U0001F600\U0010FFFF");
  bytes("\U0011FFFF\U001FFFFF\U00200000\U03FFFFFF\U04000000\U7FFFFFFF");
  return 0;
}
