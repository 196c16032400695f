/* A library's profiling names as MPICH makes them: Foo is the function, PFoo its second,
   weak name (the pragma, and the attribute); hook is a weak default a program may replace. */
extern int PFoo(int);
#pragma weak PFoo = Foo
int Foo(int x) { return x + 1; }
int Bar(int x) { return x * 2; }
extern int PBar(int) __attribute__((weak, alias("Bar")));
__attribute__((weak)) const char *hook(void) { return "default hook"; }
int twice(void) __attribute__((weak));
int twice(void) { return 1; }
