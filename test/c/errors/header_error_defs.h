/* Included by header_error.c; the error is on line 5 of this file. */
#ifndef HEADER_ERROR_DEFS_H
#define HEADER_ERROR_DEFS_H

struct config { int size; undefined_type_t mode; };

#endif
