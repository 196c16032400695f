/* GNU C's labels as values and computed goto: a threaded interpreter's dispatch table in a
   static array, label differences as static offsets, a label address in a local and in a
   struct, and the same label taken twice comparing equal. */
#include <stdio.h>

struct op { const void *target; int arg; };

static int run(const int *code)
{
    static const void *table[] = { &&op_set, &&op_mulk, &&op_addk, &&op_djnz, &&op_print, &&op_halt };
    static const int offsets[] = { 0, &&op_mulk - &&op_set, &&op_addk - &&op_set, &&op_djnz - &&op_set, &&op_print - &&op_set, &&op_halt - &&op_set };
    int reg[4] = { 0 }, pc = 0, steps = 0;
#define NEXT do { steps++; goto *table[code[pc]]; } while (0)
    NEXT;
op_set:
    reg[code[pc + 1]] = code[pc + 2];
    pc += 3;
    NEXT;
op_mulk:
    reg[code[pc + 1]] = reg[code[pc + 1]] * code[pc + 2] % 1000003;
    pc += 3;
    /* through the offsets table, as interpreters that keep 32-bit offsets do */
    steps++;
    goto *(&&op_set + offsets[code[pc]]);
op_addk:
    reg[code[pc + 1]] += code[pc + 2];
    pc += 3;
    NEXT;
op_djnz:
    if (--reg[code[pc + 1]] > 0) pc = code[pc + 2];
    else pc += 3;
    NEXT;
op_print:
    printf("r%d = %d\n", code[pc + 1], reg[code[pc + 1]]);
    pc += 2;
    NEXT;
op_halt:
    printf("steps %d\n", steps);
    return reg[0];
}

static int state_machine(int n)
{
    struct op ops[3] = { { &&even, 0 }, { &&odd, 1 }, { &&done, 2 } };
    const void *next = &&even;
    int trace = 0;
    for (int i = 0; i < n; i++) {
        goto *next;
    even:
        trace = trace * 3 + 1;
        next = ops[1].target;
        continue;
    odd:
        trace = trace * 3 + 2;
        next = ops[0].target;
        continue;
    done:
        break;
    }
    printf("same label twice: %d, different labels: %d, arg %d\n", &&even == ops[0].target, &&even != &&odd, ops[2].arg);
    return trace;
}

int main(void)
{
    /* r0 = 1; r1 = 6; loop: r0 = r0 * 3 + 1 while --r1; print r0; halt */
    const int code[] = { 0, 0, 1, 0, 1, 6, 1, 0, 3, 2, 0, 1, 3, 1, 6, 4, 0, 5 };
    printf("run: %d\n", run(code));
    printf("state machine: %d\n", state_machine(7));
    return 0;
}
