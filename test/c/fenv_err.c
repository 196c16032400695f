/* <fenv.h>: glibc's constants, the rounding mode, the exception flags feraiseexcept sets (no
   arithmetic runs between raising and testing: the simulator's operations raise no flag);
   <err.h>: warn, warnx, vwarnx and errx's messages on stderr and errx's exit status. */
#include <fenv.h>
#include <err.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>

static void note(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vwarnx(fmt, ap);
  va_end(ap);
}

int main(void)
{
  printf("round %d nearest %d bad mode %d still %d\n", fegetround(), fesetround(FE_TONEAREST), fesetround(12345) != 0, fegetround());
  feclearexcept(FE_ALL_EXCEPT);
  int none = fetestexcept(FE_ALL_EXCEPT);
  feraiseexcept(FE_DIVBYZERO | FE_INVALID);
  int raised = fetestexcept(FE_ALL_EXCEPT);
  int some = fetestexcept(FE_DIVBYZERO | FE_OVERFLOW);
  fexcept_t saved;
  fegetexceptflag(&saved, FE_ALL_EXCEPT);
  feclearexcept(FE_INVALID);
  int after = fetestexcept(FE_ALL_EXCEPT);
  fesetexceptflag(&saved, FE_INVALID);
  int back = fetestexcept(FE_ALL_EXCEPT);
  fenv_t env;
  feholdexcept(&env);
  int held = fetestexcept(FE_ALL_EXCEPT);
  fesetenv(&env);
  int restored = fetestexcept(FE_ALL_EXCEPT);
  fesetenv(FE_DFL_ENV);
  int dfl = fetestexcept(FE_ALL_EXCEPT);
  printf("flags %d %d %d %d %d %d %d %d\n", none, raised, some, after, back, held, restored, dfl);
  printf("values %d %d %d %d %d %d %d %d %d %zu %zu\n", FE_INVALID, FE_DIVBYZERO, FE_OVERFLOW, FE_UNDERFLOW, FE_INEXACT,
         FE_ALL_EXCEPT, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO, sizeof(fenv_t), sizeof(fexcept_t));
  fflush(stdout);

  errno = ENOENT;
  warn("opening %s", "data.txt");
  errno = EACCES;
  warn(NULL);
  warnx("plain %d", 42);
  warnx(NULL);
  note("through %s", "vwarnx");
  printf("errno kept %d\n", errno == EACCES);
  errx(7, "giving up after %d tries", 3);
}
