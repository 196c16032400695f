// gcc's constructor and destructor attributes: run before main and after exit's atexit handlers,
// by priority then in definition order (destructors reversed), with main's argc and argv.
// mpisim-program-args: one two
#include <stdio.h>
#include <stdlib.h>

static int order[16], n;
static int seen = 7;

__attribute__((constructor)) static void plain(void) { order[n++] = 1; printf("plain: seen %d\n", seen); seen = 8; }
static void declared(void) __attribute__((constructor));
static void declared(void) { order[n++] = 2; printf("declared: seen %d\n", seen); }
void __attribute__((constructor(200))) with_args(int argc, char **argv) { order[n++] = 3; printf("with_args %d %s %s\n", argc, argv[1], argv[2]); }
void __attribute__((__constructor__(101), unused)) early(void) { order[n++] = 4; printf("early\n"); }
__attribute__((noinline, constructor)) int returns_value(void) { printf("returns_value\n"); return 42; }

__attribute__((destructor)) static void last_a(void) { printf("destructor a\n"); }
__attribute__((destructor)) static void last_b(void) { printf("destructor b\n"); }
__attribute__((destructor(150))) static void prio150(void) { printf("destructor 150\n"); }
__attribute__((destructor(300))) static void prio300(void) { printf("destructor 300, n %d\n", n); }
static void both(void) __attribute__((constructor(250), destructor(250)));
static void both(void) { printf("both\n"); }

static void handler(void) { printf("atexit handler\n"); }

int main(int argc, char **argv) {
  atexit(handler);
  printf("main %d %s:", argc, argv[1]);
  for (int k = 0; k < n; k++) printf(" %d", order[k]);
  printf("\n");
  if (argc > 2) exit(3);
  return 0;
}
