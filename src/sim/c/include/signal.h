/* Built-in <signal.h>: a simulated process gets no signals. signal() records a handler (and
   returns the previous one) that never runs; raise and kill say they are unsupported. */
#ifndef _SIGNAL_H
#define _SIGNAL_H 1
#include <features.h>
#include <sys/types.h>
typedef int sig_atomic_t;
typedef void (*__sighandler_t)(int);
#ifdef __USE_GNU
typedef __sighandler_t sighandler_t;
#endif
#ifdef __USE_POSIX
typedef struct {
  unsigned long __val[16];
} sigset_t;
#endif
#define SIG_ERR ((__sighandler_t)-1)
#define SIG_DFL ((__sighandler_t)0)
#define SIG_IGN ((__sighandler_t)1)
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
__sighandler_t signal(int __sig, __sighandler_t __handler);
int raise(int __sig);
#ifdef __USE_POSIX
int kill(pid_t __pid, int __sig);
int sigemptyset(sigset_t *__set);
int sigfillset(sigset_t *__set);
int sigaddset(sigset_t *__set, int __signo);
int sigdelset(sigset_t *__set, int __signo);
#endif
#endif
