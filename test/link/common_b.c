/* The other half of common_a.c's common symbols (a larger `table`, an initialized `level`). */
int counter;
double table[8];
int level = 7;

void bump(void) { counter += 2; table[7] = table[3] + 1; }
long table_bytes(void) { return (long)sizeof table; }
