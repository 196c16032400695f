/* Tentative definitions shared with common_b.c: with -fcommon they are one object each (ld's
   common symbols), the initialized `level` taking its tentative twin over; without it, ld says
   "multiple definition". */
#include <stdio.h>

int counter;
double table[4];
int level;

void bump(void);
long table_bytes(void);

int main(void)
{
    counter = 40;
    bump();
    table[3] = 1.5;
    printf("counter %d level %d table[3] %.1f table bytes %ld here %zu\n", counter, level, table[3], table_bytes(), sizeof table);
    return 0;
}
