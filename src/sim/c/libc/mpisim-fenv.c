/*
 * <fenv.h> for a process whose arithmetic is the host's: rounding is to nearest, always (another
 * mode cannot be honoured, so fesetround refuses it, as C11 7.6.3.2 lets it), and the exception
 * flags are a word of the process that feraiseexcept and fesetexceptflag set; no operation of
 * the program raises a flag by itself (1.0/0.0 leaves FE_DIVBYZERO clear, unlike the FPU).
 */
#include <fenv.h>
#include <string.h>

static int __mpisim_fe_flags;

int feclearexcept(int __excepts) { __mpisim_fe_flags &= ~(__excepts & FE_ALL_EXCEPT); return 0; }
int feraiseexcept(int __excepts) { __mpisim_fe_flags |= __excepts & FE_ALL_EXCEPT; return 0; }
int fetestexcept(int __excepts) { return __mpisim_fe_flags & __excepts & FE_ALL_EXCEPT; }
int fegetexceptflag(fexcept_t *__flagp, int __excepts) { *__flagp = (fexcept_t)(__mpisim_fe_flags & __excepts & FE_ALL_EXCEPT); return 0; }
int fesetexceptflag(const fexcept_t *__flagp, int __excepts)
{
  __excepts &= FE_ALL_EXCEPT;
  __mpisim_fe_flags = (__mpisim_fe_flags & ~__excepts) | (*__flagp & __excepts);
  return 0;
}
int fegetround(void) { return FE_TONEAREST; }
int fesetround(int __rounding_direction) { return __rounding_direction != FE_TONEAREST; }

/* The environment: the x87 control word and MXCSR of round-to-nearest with every exception
   masked (glibc's default, 0x37f and 0x1f80), the flags in the status word and MXCSR. */
int fegetenv(fenv_t *__envp)
{
  memset(__envp, 0, sizeof *__envp);
  __envp->__control_word = 0x37f;
  __envp->__status_word = (unsigned short)__mpisim_fe_flags;
  __envp->__tags = 0xffff;
  __envp->__mxcsr = 0x1f80 | (unsigned)__mpisim_fe_flags;
  return 0;
}
int feholdexcept(fenv_t *__envp) { fegetenv(__envp); __mpisim_fe_flags = 0; return 0; }
int fesetenv(const fenv_t *__envp)
{
  __mpisim_fe_flags = __envp == FE_DFL_ENV ? 0 : (__envp->__status_word | (int)__envp->__mxcsr) & FE_ALL_EXCEPT;
  return 0;
}
int feupdateenv(const fenv_t *__envp)
{
  int __raised = __mpisim_fe_flags;
  fesetenv(__envp);
  __mpisim_fe_flags |= __raised;
  return 0;
}
