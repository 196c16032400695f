/* A second weak definition: the first one linked stays. */
int twice(void) __attribute__((weak));
int twice(void) { return 2; }
