/* Built-in <sys/wait.h>: glibc's status macros (system() returns such a status). A simulated
   process starts no children (fork is not available): wait and waitpid fail with ECHILD. */
#ifndef _SYS_WAIT_H
#define _SYS_WAIT_H 1
#include <features.h>
#include <sys/types.h>
#include <signal.h>
#define WNOHANG 1
#define WUNTRACED 2
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K8
#define WSTOPPED 2
#define WEXITED 4
#define WCONTINUED 8
#define WNOWAIT 0x01000000
#endif
#define WEXITSTATUS(status) (((status) & 0xff00) >> 8)
#define WTERMSIG(status) ((status) & 0x7f)
#define WSTOPSIG(status) WEXITSTATUS(status)
#define WIFEXITED(status) (WTERMSIG(status) == 0)
#define WIFSIGNALED(status) (((signed char) (((status) & 0x7f) + 1) >> 1) > 0)
#define WIFSTOPPED(status) (((status) & 0xff) == 0x7f)
#if defined __USE_XOPEN_EXTENDED || defined __USE_XOPEN2K8
#define WIFCONTINUED(status) ((status) == 0xffff)
#endif
#ifdef __USE_MISC
#define WCOREDUMP(status) ((status) & 0x80)
#endif
pid_t wait(int *__stat_loc);
pid_t waitpid(pid_t __pid, int *__stat_loc, int __options);
#endif
