/*
 * <search.h> as glibc 2.36 behaves, so that what a program can observe is the same: the hash
 * table holds the first odd prime >= max(nel, 3) entries (its probes are glibc's double hashing);
 * the binary trees are glibc's red-black trees, grown top-down (a node with two red children is
 * split on the way down, then rotations) and shrunk by unchaining the successor, which decides
 * the shape twalk visits, the comparisons made and what tdelete returns (the deleted node's
 * parent, or the root's node when the root's key is deleted).
 */
#define _GNU_SOURCE 1
#include <search.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>

/* ---- queues ---- */

struct __mpisim_link { struct __mpisim_link *__next; struct __mpisim_link *__prev; };

void insque(void *__elem, void *__prev)
{
  struct __mpisim_link *__e = __elem, *__p = __prev;
  if (__p == NULL) { __e->__next = __e->__prev = NULL; return; }
  struct __mpisim_link *__n = __p->__next;
  __p->__next = __e;
  if (__n != NULL) __n->__prev = __e;
  __e->__next = __n;
  __e->__prev = __p;
}

void remque(void *__elem)
{
  struct __mpisim_link *__e = __elem;
  if (__e->__next != NULL) __e->__next->__prev = __e->__prev;
  if (__e->__prev != NULL) __e->__prev->__next = __e->__next;
}

/* ---- linear search ---- */

void *lfind(const void *__key, const void *__base, size_t *__nmemb, size_t __size, __compar_fn_t __compar)
{
  const char *__p = __base;
  for (size_t __i = 0; __i < *__nmemb; __i++, __p += __size)
    if ((*__compar)(__key, __p) == 0) return (void *)__p;
  return NULL;
}

void *lsearch(const void *__key, void *__base, size_t *__nmemb, size_t __size, __compar_fn_t __compar)
{
  void *__found = lfind(__key, __base, __nmemb, __size, __compar);
  if (__found != NULL) return __found;
  __found = memcpy((char *)__base + *__nmemb * __size, __key, __size);
  ++*__nmemb;
  return __found;
}

/* ---- hash tables ---- */

/* Slot 0 is never used, so that `used` (the key's hash, never 0) tells a free slot. */
struct _ENTRY { unsigned int used; ENTRY entry; };

static int __mpisim_odd_prime(unsigned int __n)
{
  for (unsigned int __d = 3; __d <= __n / __d; __d += 2)
    if (__n % __d == 0) return 0;
  return 1;
}

int hcreate_r(size_t __nel, struct hsearch_data *__htab)
{
  if (__htab == NULL) { errno = EINVAL; return 0; }
  if (__htab->table != NULL) return 0;
  if (__nel < 3) __nel = 3;
  for (__nel |= 1;; __nel += 2) {
    if (UINT_MAX - 2 < __nel) { errno = ENOMEM; return 0; }
    if (__mpisim_odd_prime((unsigned int)__nel)) break;
  }
  __htab->size = (unsigned int)__nel;
  __htab->filled = 0;
  __htab->table = calloc(__htab->size + 1, sizeof(struct _ENTRY));
  return __htab->table != NULL;
}

void hdestroy_r(struct hsearch_data *__htab)
{
  if (__htab == NULL) { errno = EINVAL; return; }
  free(__htab->table);
  __htab->table = NULL;
}

static int __mpisim_same_key(const struct _ENTRY *__slot, unsigned int __hval, const char *__key)
{
  return __slot->used == __hval && strcmp(__key, __slot->entry.key) == 0;
}

int hsearch_r(ENTRY __item, ACTION __action, ENTRY **__retval, struct hsearch_data *__htab)
{
  unsigned int __len = strlen(__item.key), __hval = __len;
  for (unsigned int __i = __len; __i-- > 0;) __hval = (__hval << 4) + __item.key[__i];
  if (__hval == 0) ++__hval;
  unsigned int __idx = __hval % __htab->size + 1;
  struct _ENTRY *__table = __htab->table;
  if (__table[__idx].used) {
    if (__mpisim_same_key(&__table[__idx], __hval, __item.key)) { *__retval = &__table[__idx].entry; return 1; }
    /* The second hash steps through every slot, the size being prime (Knuth's double hashing). */
    unsigned int __step = 1 + __hval % (__htab->size - 2), __first = __idx;
    do {
      __idx = __idx <= __step ? __htab->size + __idx - __step : __idx - __step;
      if (__idx == __first) break;
      if (__mpisim_same_key(&__table[__idx], __hval, __item.key)) { *__retval = &__table[__idx].entry; return 1; }
    } while (__table[__idx].used);
  }
  if (__action == ENTER) {
    if (__htab->filled == __htab->size) { errno = ENOMEM; *__retval = NULL; return 0; }
    __table[__idx].used = __hval;
    __table[__idx].entry = __item;
    ++__htab->filled;
    *__retval = &__table[__idx].entry;
    return 1;
  }
  errno = ESRCH;
  *__retval = NULL;
  return 0;
}

static struct hsearch_data __mpisim_htab;
int hcreate(size_t __nel) { return hcreate_r(__nel, &__mpisim_htab); }
void hdestroy(void) { hdestroy_r(&__mpisim_htab); }
ENTRY *hsearch(ENTRY __item, ACTION __action)
{
  ENTRY *__result;
  (void)hsearch_r(__item, __action, &__result, &__mpisim_htab);
  return __result;
}

/* ---- red-black trees ---- */

/* The key first: the program reads a node as a pointer to its key. */
typedef struct __mpisim_tnode { const void *key; struct __mpisim_tnode *left, *right; int red; } __tnode;

#define __RED(n) ((n) != NULL && (n)->red)

/*
 * Called with the slot of each node met on the way down (and once more for the new node, with
 * force set): a node with two red children turns red and its children black; a red node under a
 * red parent is then rotated up (both edges the same way) or becomes the top of the three (a
 * zig-zag). The slots of the parent and grandparent are those of the way down, stale after a
 * rotation, as glibc's; the search goes on from the node's new children all the same.
 */
static void __mpisim_tsplit(__tnode **__slot, __tnode **__pslot, __tnode **__gslot, int __pdir, int __gdir, int __force)
{
  __tnode *__n = *__slot, *__l = __n->left, *__r = __n->right;
  if (!__force && !(__l != NULL && __r != NULL && __l->red && __r->red)) return;
  __n->red = 1;
  if (__r != NULL) __r->red = 0;
  if (__l != NULL) __l->red = 0;
  if (__pslot == NULL || !(*__pslot)->red) return;
  __tnode *__g = *__gslot, *__p = *__pslot;
  if ((__pdir > 0) != (__gdir > 0)) {
    __p->red = 1;
    __g->red = 1;
    __n->red = 0;
    if (__pdir < 0) { __p->left = __r; __n->right = __p; __g->right = __l; __n->left = __g; }
    else { __p->right = __l; __n->left = __p; __g->left = __r; __n->right = __g; }
    *__gslot = __n;
  } else {
    *__gslot = __p;
    __p->red = 0;
    __g->red = 1;
    if (__pdir < 0) { __g->left = __p->right; __p->right = __g; }
    else { __g->right = __p->left; __p->left = __g; }
  }
}

void *tsearch(const void *__key, void **__vrootp, __compar_fn_t __compar)
{
  __tnode **__rootp = (__tnode **)__vrootp, **__pslot = NULL, **__gslot = NULL, **__next;
  int __r = 0, __pdir = 0, __gdir = 0;
  if (__rootp == NULL) return NULL;
  if (*__rootp != NULL) (*__rootp)->red = 0;
  __next = __rootp;
  while (*__next != NULL) {
    __tnode *__here = *__rootp;
    __r = (*__compar)(__key, __here->key);
    if (__r == 0) return __here;
    __mpisim_tsplit(__rootp, __pslot, __gslot, __pdir, __gdir, 0);
    __next = __r < 0 ? &__here->left : &__here->right;
    if (*__next == NULL) break;
    __gslot = __pslot;
    __pslot = __rootp;
    __rootp = __next;
    __gdir = __pdir;
    __pdir = __r;
  }
  __tnode *__q = malloc(sizeof *__q);
  if (__q != NULL) {
    *__next = __q;
    __q->key = __key;
    __q->red = 1;
    __q->left = __q->right = NULL;
    if (__next != __rootp) __mpisim_tsplit(__next, __rootp, __pslot, __r, __pdir, 1);
  }
  return __q;
}

void *tfind(const void *__key, void *const *__vrootp, __compar_fn_t __compar)
{
  __tnode *const *__rootp = (__tnode *const *)__vrootp;
  if (__rootp == NULL) return NULL;
  for (__tnode *__n = *__rootp; __n != NULL;) {
    int __r = (*__compar)(__key, __n->key);
    if (__r == 0) return __n;
    __n = __r < 0 ? __n->left : __n->right;
  }
  return NULL;
}

/* The slots from the root down to a node's parent: the deletion walks back up them. */
struct __mpisim_tpath { __tnode ***__slots; int __n, __cap; __tnode **__local[64]; };

static void __mpisim_tpush(struct __mpisim_tpath *__p, __tnode **__slot)
{
  if (__p->__n == __p->__cap) {
    __tnode ***__more = malloc(sizeof(__tnode **) * (size_t)(__p->__cap * 2));
    memcpy(__more, __p->__slots, sizeof(__tnode **) * (size_t)__p->__n);
    if (__p->__slots != __p->__local) free(__p->__slots);
    __p->__slots = __more;
    __p->__cap *= 2;
  }
  __p->__slots[__p->__n++] = __slot;
}

/* The rebalancing after a black node was unchained (__r took its place), mirrored for a right child. */
static void __mpisim_tfixup(struct __mpisim_tpath *__path, __tnode *__r)
{
  while (__path->__n > 0 && !__RED(__r)) {
    __tnode **__pp = __path->__slots[__path->__n - 1], *__p = *__pp;
    int __left = __r == __p->left;
    __tnode *__q = __left ? __p->right : __p->left;
    if (__q->red) {
      /* A red sibling is rotated above the parent, so that the cases below see a black one. */
      __q->red = 0;
      __p->red = 1;
      if (__left) { __p->right = __q->left; __q->left = __p; }
      else { __p->left = __q->right; __q->right = __p; }
      *__pp = __q;
      __pp = __left ? &__q->left : &__q->right;
      __mpisim_tpush(__path, __pp);
      __q = __left ? __p->right : __p->left;
    }
    __tnode *__near = __left ? __q->left : __q->right, *__far = __left ? __q->right : __q->left;
    if (!__RED(__near) && !__RED(__far)) {
      __q->red = 1;
      __r = __p;
    } else {
      if (!__RED(__far)) {
        __near->red = __p->red;
        if (__left) { __p->right = __near->left; __q->left = __near->right; __near->right = __q; __near->left = __p; }
        else { __p->left = __near->right; __q->right = __near->left; __near->left = __q; __near->right = __p; }
        *__pp = __near;
        __p->red = 0;
      } else {
        __q->red = __p->red;
        __p->red = 0;
        __far->red = 0;
        if (__left) { __p->right = __q->left; __q->left = __p; }
        else { __p->left = __q->right; __q->right = __p; }
        *__pp = __q;
      }
      __path->__n = 1;
      __r = NULL;
    }
    --__path->__n;
  }
  if (__r != NULL) __r->red = 0;
}

void *tdelete(const void *__restrict __key, void **__restrict __vrootp, __compar_fn_t __compar)
{
  __tnode **__rootp = (__tnode **)__vrootp, *__p, *__root, *__unchained, *__r, *__q;
  struct __mpisim_tpath __path;
  int __cmp;
  if (__rootp == NULL || (__p = *__rootp) == NULL) return NULL;
  __path.__slots = __path.__local;
  __path.__n = 0;
  __path.__cap = 64;
  __root = *__rootp;
  while ((__cmp = (*__compar)(__key, __root->key)) != 0) {
    __mpisim_tpush(&__path, __rootp);
    __p = *__rootp;
    __rootp = __cmp < 0 ? &__p->left : &__p->right;
    __root = *__rootp;
    if (__root == NULL) {
      if (__path.__slots != __path.__local) free(__path.__slots);
      return NULL;
    }
  }
  void *__retval = __p;
  /* A node with two children keeps its place and takes its successor's key; the successor goes. */
  if (__root->left == NULL || __root->right == NULL) __unchained = __root;
  else {
    __tnode **__parent = __rootp, **__up = &__root->right;
    for (;;) {
      __mpisim_tpush(&__path, __parent);
      __parent = __up;
      if ((*__up)->left == NULL) break;
      __up = &(*__up)->left;
    }
    __unchained = *__up;
  }
  __r = __unchained->left != NULL ? __unchained->left : __unchained->right;
  if (__path.__n == 0) *__rootp = __r;
  else {
    __q = *__path.__slots[__path.__n - 1];
    if (__unchained == __q->right) __q->right = __r; else __q->left = __r;
  }
  if (__unchained != __root) __root->key = __unchained->key;
  if (!__unchained->red) __mpisim_tfixup(&__path, __r);
  if (__path.__slots != __path.__local) free(__path.__slots);
  free(__unchained);
  return __retval;
}

static void __mpisim_twalk(const __tnode *__n, __action_fn_t __action, int __level)
{
  if (__n->left == NULL && __n->right == NULL) { (*__action)(__n, leaf, __level); return; }
  (*__action)(__n, preorder, __level);
  if (__n->left != NULL) __mpisim_twalk(__n->left, __action, __level + 1);
  (*__action)(__n, postorder, __level);
  if (__n->right != NULL) __mpisim_twalk(__n->right, __action, __level + 1);
  (*__action)(__n, endorder, __level);
}

void twalk(const void *__root, __action_fn_t __action)
{
  if (__root != NULL && __action != NULL) __mpisim_twalk(__root, __action, 0);
}

static void __mpisim_twalk_r(const __tnode *__n, void (*__action)(const void *, VISIT, void *), void *__closure)
{
  if (__n->left == NULL && __n->right == NULL) { (*__action)(__n, leaf, __closure); return; }
  (*__action)(__n, preorder, __closure);
  if (__n->left != NULL) __mpisim_twalk_r(__n->left, __action, __closure);
  (*__action)(__n, postorder, __closure);
  if (__n->right != NULL) __mpisim_twalk_r(__n->right, __action, __closure);
  (*__action)(__n, endorder, __closure);
}

void twalk_r(const void *__root, void (*__action)(const void *, VISIT, void *), void *__closure)
{
  if (__root != NULL && __action != NULL) __mpisim_twalk_r(__root, __action, __closure);
}

static void __mpisim_tdestroy(__tnode *__n, __free_fn_t __freefct)
{
  if (__n->left != NULL) __mpisim_tdestroy(__n->left, __freefct);
  if (__n->right != NULL) __mpisim_tdestroy(__n->right, __freefct);
  (*__freefct)((void *)__n->key);
  free(__n);
}

void tdestroy(void *__root, __free_fn_t __freefct)
{
  if (__root != NULL) __mpisim_tdestroy(__root, __freefct);
}
