// A member access through a null struct pointer (address 8, still in the null page).
// The column convention for `->` is left open: only the line is checked.
// expect-fault: null pointer dereference at 23
#include <stdio.h>
#include <stddef.h>

struct node { long key; double weight; struct node *next; };

static double total(const struct node *n) {
    double t = 0;
    while (n) {
        t += n->weight;
        n = n->next;
    }
    return t;
}

int main(void) {
    struct node b = {2, 2.5, NULL}, a = {1, 1.5, &b};
    printf("total = %.2f\n", total(&a));
    struct node *missing = a.next->next;
    fflush(stdout);
    printf("weight = %f\n", missing->weight); /*FAULT*/
    return 0;
}
