/* Built-in <stdnoreturn.h> (C11 7.23). */
#ifndef _STDNORETURN_H
#define _STDNORETURN_H 1
#define noreturn _Noreturn
#endif
