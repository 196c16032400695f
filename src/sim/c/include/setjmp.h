/* Built-in <setjmp.h>: glibc's types (jmp_buf is one 200-byte struct __jmp_buf_tag). setjmp
   records the calling frame and the point after the call in the buffer; longjmp goes back to
   it while that frame is still active (runtime/setjmp.ts). Signal masks are not simulated, so
   sigsetjmp/siglongjmp are setjmp/longjmp. */
#ifndef _SETJMP_H
#define _SETJMP_H 1
#include <features.h>
typedef long int __jmp_buf[8];
typedef struct {
  unsigned long int __val[16];
} __jmp_sigset_t;
struct __jmp_buf_tag {
  __jmp_buf __jmpbuf;
  int __mask_was_saved;
  __jmp_sigset_t __saved_mask;
};
typedef struct __jmp_buf_tag jmp_buf[1];
#ifdef __USE_POSIX
typedef struct __jmp_buf_tag sigjmp_buf[1];
#endif
int setjmp(jmp_buf __env);
int _setjmp(struct __jmp_buf_tag __env[1]);
int __sigsetjmp(struct __jmp_buf_tag __env[1], int __savemask);
#ifdef __USE_POSIX
#define sigsetjmp(env, savemask) __sigsetjmp(env, savemask)
#endif
void longjmp(struct __jmp_buf_tag __env[1], int __val) __attribute__((__noreturn__));
#if defined __USE_XOPEN || defined __USE_MISC
void _longjmp(struct __jmp_buf_tag __env[1], int __val) __attribute__((__noreturn__));
#endif
#ifdef __USE_POSIX
void siglongjmp(sigjmp_buf __env, int __val) __attribute__((__noreturn__));
#endif
#endif
