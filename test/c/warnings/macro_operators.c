/* Tokens made by # and ## in gcc's macro notes: a pasted token is at its left operand's place
   (an argument's spelling, with the parameter in the definition), a stringized argument at the
   last token read from the file (the `)` closing the outermost invocation, on a later line too),
   with the parameter after `#` in the definition. */
#define STR(x) #x
#define XSTR(x) STR(x)
#define PASTE(a, b) a##b
#define CAT3(a, b, c) a##b##c
#define INIT(x) int *x = STR(x)
#define CALL(n) PASTE(do_, n)(1)
#define S STR(abc)
#define WRAP(x) x
int main(void) {
  char c[2] = STR(abc);
  int *p = STR(p);
  INIT(q);
  int *r = XSTR(hello);
  char d = CAT3(3, 0, 0);
  char e = PASTE(, 300);
  int PASTE(v, _suffix) = PASTE(1, 2) / 0;
  char f = PASTE(1, 000) + PASTE(1, 000);
  CALL(work);
  PASTE(un, known)(2);
  int *s = S;
  int *w = WRAP(STR(zz)
    );
  return c[0] + *p + *q + *r + d + e + v_suffix + f + *s + *w;
}
