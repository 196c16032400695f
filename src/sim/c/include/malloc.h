/* Built-in <malloc.h>: glibc's allocation functions, the heap's own. */
#ifndef _MALLOC_H
#define _MALLOC_H 1
#include <stddef.h>
void *malloc(size_t __size);
void *calloc(size_t __nmemb, size_t __size);
void *realloc(void *__ptr, size_t __size);
void free(void *__ptr);
void *memalign(size_t __alignment, size_t __size);
void *valloc(size_t __size);
void *aligned_alloc(size_t __alignment, size_t __size);
int posix_memalign(void **__memptr, size_t __alignment, size_t __size);
#endif
