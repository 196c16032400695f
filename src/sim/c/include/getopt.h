/* Built-in <getopt.h> (glibc's interface). */
#ifndef _GETOPT_H
#define _GETOPT_H 1
extern char *optarg;
extern int optind;
extern int opterr;
extern int optopt;
struct option {
  const char *name;
  int has_arg;
  int *flag;
  int val;
};
#define no_argument 0
#define required_argument 1
#define optional_argument 2
int getopt(int __argc, char *const *__argv, const char *__shortopts);
int getopt_long(int __argc, char *const *__argv, const char *__shortopts, const struct option *__longopts, int *__longind);
#endif
