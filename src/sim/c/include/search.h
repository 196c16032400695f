/*
 * Built-in <search.h>: glibc's hash table (hcreate, hsearch), binary trees (tsearch and the
 * rest, red-black as glibc's, so twalk visits a tree of the same shape), linear search and
 * queues. The GNU names (the _r tables, twalk_r, tdestroy) need _GNU_SOURCE, as in glibc.
 */
#ifndef _SEARCH_H
#define _SEARCH_H 1
#include <features.h>
#include <stddef.h>

struct qelem { struct qelem *q_forw; struct qelem *q_back; char q_data[1]; };
#if defined __USE_XOPEN_EXTENDED || defined __USE_MISC
void insque(void *__elem, void *__prev);
void remque(void *__elem);
#endif

typedef int (*__compar_fn_t)(const void *, const void *);
#ifdef __USE_GNU
typedef __compar_fn_t comparison_fn_t;
#endif

typedef enum { FIND, ENTER } ACTION;
typedef struct entry { char *key; void *data; } ENTRY;
struct _ENTRY;
ENTRY *hsearch(ENTRY __item, ACTION __action);
int hcreate(size_t __nel);
void hdestroy(void);
#ifdef _GNU_SOURCE
struct hsearch_data { struct _ENTRY *table; unsigned int size; unsigned int filled; };
int hsearch_r(ENTRY __item, ACTION __action, ENTRY **__retval, struct hsearch_data *__htab);
int hcreate_r(size_t __nel, struct hsearch_data *__htab);
void hdestroy_r(struct hsearch_data *__htab);
#endif

typedef enum { preorder, postorder, endorder, leaf } VISIT;
typedef void (*__action_fn_t)(const void *__nodep, VISIT __value, int __level);
void *tsearch(const void *__key, void **__rootp, __compar_fn_t __compar);
void *tfind(const void *__key, void *const *__rootp, __compar_fn_t __compar);
void *tdelete(const void *__restrict __key, void **__restrict __rootp, __compar_fn_t __compar);
void twalk(const void *__root, __action_fn_t __action);
#ifdef _GNU_SOURCE
void twalk_r(const void *__root, void (*__action)(const void *__nodep, VISIT __value, void *__closure), void *__closure);
typedef void (*__free_fn_t)(void *__nodep);
void tdestroy(void *__root, __free_fn_t __freefct);
#endif

void *lfind(const void *__key, const void *__base, size_t *__nmemb, size_t __size, __compar_fn_t __compar);
void *lsearch(const void *__key, void *__base, size_t *__nmemb, size_t __size, __compar_fn_t __compar);
#endif
