// realc-env: SOURCE_DATE_EPOCH=1000000000
/* __DATE__ and __TIME__ from SOURCE_DATE_EPOCH (gcc: reproducible builds), __TIMESTAMP__ from
   the source file's modification time (the test gives both copies the original's). */
#include <stdio.h>
#include <string.h>

static const char built[] = __DATE__ " " __TIME__;

int main(void) {
  printf("date: %s\n", __DATE__);
  printf("time: %s\n", __TIME__);
  printf("stamp: %s\n", __TIMESTAMP__);
  printf("static: %s (%zu)\n", built, strlen(built));
  return 0;
}
