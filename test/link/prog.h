#ifndef PROG_H
#define PROG_H
#define TABLE_SIZE 5
typedef int (*op_fn)(int);
extern int table[TABLE_SIZE];
extern const char *names[];
extern op_fn ops[];
extern int calls;
extern int shared_total;
int apply(int k, int v);
int util_helper(int x);
int util_square(int x);
int util_counter(void);
void register_op(op_fn f);
int run_registered(int x);
#endif
