/* options: -Wall */
/* -Waddress: a comparison of an address that is never null with a null pointer constant; not
   where the operator comes from a macro (its definition or its argument), nor for weak symbols,
   pointers or string literals. */
#include <assert.h>
#include <stddef.h>
#define ISNULL(p) ((p) == NULL)
#define CHK(e) ((e) ? 1 : 0)

int g;
int arr[4];
void fn(void);
extern void wfn(void) __attribute__((weak));
void pfn(void);
#pragma weak pfn

int compare(int *p)
{
  static int st;
  int x = 0, local[3];
  if (&x == NULL) return 1;
  if (&x != 0) x++;
  if (NULL == &g) return 2;
  if (arr == 0) return 3;
  if (fn == 0) return 5;
  if (&st == (void *)0) return 6;
  if (0 != local) x++;
  if (p == 0) return 10;
  if ("abc" == 0) return 11;
  if (ISNULL(&x)) return 12;
  assert(&x != NULL);
  x += CHK(&g != NULL);
  if (wfn == NULL) return 13;
  if (pfn != 0) x++;
  x = (&g != NULL) && x;
  return x;
}
