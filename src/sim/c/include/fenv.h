/*
 * Built-in <fenv.h>: glibc's x86-64 values and fenv_t. The simulator's arithmetic rounds to
 * nearest and raises no flag: fesetround accepts FE_TONEAREST only (another mode fails with a
 * nonzero result, as C11 7.6.3.2 allows), and the exception flags are a word of the process
 * that feraiseexcept sets and feclearexcept clears, which no operation sets by itself.
 */
#ifndef _FENV_H
#define _FENV_H 1
#define FE_INVALID 0x01
#define FE_DIVBYZERO 0x04
#define FE_OVERFLOW 0x08
#define FE_UNDERFLOW 0x10
#define FE_INEXACT 0x20
#define FE_ALL_EXCEPT (FE_INEXACT | FE_DIVBYZERO | FE_UNDERFLOW | FE_OVERFLOW | FE_INVALID)
#define FE_TONEAREST 0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00
typedef unsigned short int fexcept_t;
typedef struct {
  unsigned short int __control_word;
  unsigned short int __glibc_reserved1;
  unsigned short int __status_word;
  unsigned short int __glibc_reserved2;
  unsigned short int __tags;
  unsigned short int __glibc_reserved3;
  unsigned int __eip;
  unsigned short int __cs_selector;
  unsigned int __opcode : 11;
  unsigned int __glibc_reserved4 : 5;
  unsigned int __data_offset;
  unsigned short int __data_selector;
  unsigned short int __glibc_reserved5;
  unsigned int __mxcsr;
} fenv_t;
#define FE_DFL_ENV ((const fenv_t *) -1)
int feclearexcept(int __excepts);
int fegetexceptflag(fexcept_t *__flagp, int __excepts);
int feraiseexcept(int __excepts);
int fesetexceptflag(const fexcept_t *__flagp, int __excepts);
int fetestexcept(int __excepts);
int fegetround(void);
int fesetround(int __rounding_direction);
int fegetenv(fenv_t *__envp);
int feholdexcept(fenv_t *__envp);
int fesetenv(const fenv_t *__envp);
int feupdateenv(const fenv_t *__envp);
#endif
