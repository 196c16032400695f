/* __has_include outside #if / #elif: gcc 12 refuses it ("used outside of preprocessing
   directive"), although __has_builtin is answered there (has_builtin_text.c). */
#include <stdio.h>

int main(void)
{
  puts("RAN");
  return __has_include(<stdio.h>);
}
