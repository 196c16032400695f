/* Built-in <sched.h>: yielding the processor to another thread of the process. */
#ifndef _SCHED_H
#define _SCHED_H 1
int sched_yield(void);
#endif
