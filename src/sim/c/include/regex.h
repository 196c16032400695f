/*
 * Built-in <regex.h>: POSIX regular expressions as glibc 2.36 declares them, with the same
 * layout (regex_t is glibc's struct re_pattern_buffer, 64 bytes; regoff_t is int), flag values
 * and error codes, so a program that prints sizeof or a code sees gcc's numbers. The matcher
 * is mpisim-regex.c.
 */
#ifndef _REGEX_H
#define _REGEX_H 1
#include <features.h>
#include <sys/types.h>

typedef unsigned long int reg_syntax_t;
extern reg_syntax_t re_syntax_options;
#ifdef __USE_GNU
typedef size_t __re_size_t;
typedef unsigned long int __re_long_size_t;
#endif

/* regcomp's cflags. */
#define REG_EXTENDED 1
#define REG_ICASE (1 << 1)
#define REG_NEWLINE (1 << 2)
#define REG_NOSUB (1 << 3)

/* regexec's eflags. */
#define REG_NOTBOL 1
#define REG_NOTEOL (1 << 1)
#define REG_STARTEND (1 << 2)

typedef enum
{
  _REG_ENOSYS = -1,
  _REG_NOERROR = 0,
  _REG_NOMATCH,
  _REG_BADPAT,
  _REG_ECOLLATE,
  _REG_ECTYPE,
  _REG_EESCAPE,
  _REG_ESUBREG,
  _REG_EBRACK,
  _REG_EPAREN,
  _REG_EBRACE,
  _REG_BADBR,
  _REG_ERANGE,
  _REG_ESPACE,
  _REG_BADRPT,
  _REG_EEND,
  _REG_ESIZE,
  _REG_ERPAREN
} reg_errcode_t;

#if defined _XOPEN_SOURCE || defined __USE_XOPEN2K
# define REG_ENOSYS _REG_ENOSYS
#endif
#define REG_NOERROR _REG_NOERROR
#define REG_NOMATCH _REG_NOMATCH
#define REG_BADPAT _REG_BADPAT
#define REG_ECOLLATE _REG_ECOLLATE
#define REG_ECTYPE _REG_ECTYPE
#define REG_EESCAPE _REG_EESCAPE
#define REG_ESUBREG _REG_ESUBREG
#define REG_EBRACK _REG_EBRACK
#define REG_EPAREN _REG_EPAREN
#define REG_EBRACE _REG_EBRACE
#define REG_BADBR _REG_BADBR
#define REG_ERANGE _REG_ERANGE
#define REG_ESPACE _REG_ESPACE
#define REG_BADRPT _REG_BADRPT
#define REG_EEND _REG_EEND
#define REG_ESIZE _REG_ESIZE
#define REG_ERPAREN _REG_ERPAREN

#ifdef __USE_GNU
# define RE_DUP_MAX (0x7fff)
#endif

/* glibc's field names are public only with _GNU_SOURCE (__buffer and so on otherwise). */
#ifdef __USE_GNU
# define __REPB_PREFIX(name) name
#else
# define __REPB_PREFIX(name) __##name
#endif

struct re_pattern_buffer
{
  struct re_dfa_t *__REPB_PREFIX(buffer);
  unsigned long int __REPB_PREFIX(allocated);
  unsigned long int __REPB_PREFIX(used);
  reg_syntax_t __REPB_PREFIX(syntax);
  char *__REPB_PREFIX(fastmap);
  unsigned char *__REPB_PREFIX(translate);
  size_t re_nsub;
  unsigned __REPB_PREFIX(can_be_null) : 1;
  unsigned __REPB_PREFIX(regs_allocated) : 2;
  unsigned __REPB_PREFIX(fastmap_accurate) : 1;
  unsigned __REPB_PREFIX(no_sub) : 1;
  unsigned __REPB_PREFIX(not_bol) : 1;
  unsigned __REPB_PREFIX(not_eol) : 1;
  unsigned __REPB_PREFIX(newline_anchor) : 1;
};
typedef struct re_pattern_buffer regex_t;

typedef int regoff_t;

typedef struct
{
  regoff_t rm_so;
  regoff_t rm_eo;
} regmatch_t;

extern int regcomp(regex_t *__restrict __preg, const char *__restrict __pattern, int __cflags);
extern int regexec(const regex_t *__restrict __preg, const char *__restrict __String, size_t __nmatch, regmatch_t __pmatch[__restrict], int __eflags);
extern size_t regerror(int __errcode, const regex_t *__restrict __preg, char *__restrict __errbuf, size_t __errbuf_size);
extern void regfree(regex_t *__preg);

#endif
