/* options: -Wall */
/* gcc -Wall's -Wswitch (enumerators a switch without default misses, case values no
   enumerator has, at the end of the switch) and -Wchar-subscripts (at the subscript's '['). */
#include <stdio.h>

enum colour { RED, GREEN, BLUE, CRIMSON = 0 };
typedef enum { SMALL = 1, LARGE = 4 } size_class;

int paint(enum colour c, size_class s, char k, const int *table)
{
  int r = table[k] + k[table];
  unsigned char u = 2;
  signed char sc = 1;
  r += table[u] + table[sc];
  switch (c) {
  case 7: return 1;
  case BLUE:
    switch (s) {
    case SMALL: r++; break;
    case 3: break;
    }
    return 2;
  case 9: return 1;
  }
  switch (c) { case 5: return 0; default: return 1; }
  switch ((int)c) { case 5: return 0; }
  return r;
}
