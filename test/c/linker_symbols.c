/* The symbols GNU ld's default script provides around the static data (OSHMPI exposes
   &data_start .. &end through an MPI window): their order, the second spellings, and which
   objects lie between them: initialized data in .data, zero ones in .bss, literals before. */
#include <stdio.h>
#include <string.h>
extern char etext, _etext, __etext, edata, _edata, end, _end, __bss_start, __data_start, data_start;
int inited = 42;
static double table[3] = {1, 2, 3};
int zeroed;
static char big[1000];
const char *msg = "a literal";
int main(void) {
  int in = 0;
  #define IN(p, a, b) ((char *)(p) >= (char *)(a) && (char *)(p) < (char *)(b))
  printf("order %d %d %d %d\n", &etext <= &data_start, &data_start < &edata, &edata <= &end, &__bss_start == &edata);
  printf("same %d %d %d %d\n", &etext == &_etext, &_etext == &__etext, &edata == &_edata, &end == &_end);
  printf("ds %d\n", &__data_start == &data_start);
  printf("data %d %d %d\n", IN(&inited, &data_start, &edata), IN(table, &data_start, &edata), IN(&msg, &data_start, &edata));
  printf("bss %d %d\n", IN(&zeroed, &__bss_start, &end), IN(big, &__bss_start, &end));
  printf("heap %d stack %d\n", IN(&in, &data_start, &end), IN(strdup("x"), &data_start, &end));
  printf("rodata %d\n", IN(msg, &etext, &data_start));
  return 0;
}
