/* options: -Wall */
/* gcc -Wall's -Wpointer-sign: pointers to integers that differ only in signedness, in each
   assignment context (the passed argument's note at its parameter), char against signed and
   unsigned char, qualifiers on the target kept in the note. Without -Wall gcc says nothing. */
void take_uchar(unsigned char *p);
void take_schar(signed char *p);
int take_cuint(const unsigned int *q);
unsigned char *convert(char *c) {
  unsigned char *u = c;
  u = c;
  take_uchar(c);
  take_schar(c);
  (void)u;
  return c;
}
int more(int *i, long *l, unsigned long *ul, signed char *sc) {
  char *p = sc;
  l = ul;
  (void)p;
  (void)l;
  return take_cuint(i);
}
