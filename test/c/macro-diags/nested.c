/* Errors and warnings raised inside macro expansions: in a body, in an argument, nested. */
#define SQUARE(x) ((x) * undefined_var)
#define TWICE(x) (SQUARE(x) + SQUARE(x))
#define SQ(x) ((x) * (x))
#define ID(x) x
#define TW(x) (SQ(x) + 1)
#define MISSING missing_obj
#define CALL() MISSING
#define CALLF(x) undeclared_fn(x)
#define OUTER(x) CALLF(x)

int body(void)
{
  int b = SQUARE(3);
  return b;
}

int nested(void)
{
  int d = TWICE(2);
  return d;
}

int argument(void)
{
  int b = SQ(undef1);
  return b;
}

int argument_nested(void)
{
  int c = TW(undef2);
  return c;
}

int argument_macro(void)
{
  int d = ID(MISSING);
  return d;
}

int object_in_function_like(void)
{
  int e = CALL();
  return e;
}

int implicit(void)
{
  return CALLF(1) + OUTER(2);
}
