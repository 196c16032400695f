/*
 * Built-in <stdatomic.h> (C11 7.17) over gcc's __atomic builtins, as gcc's own header is: the
 * same macro names and memory_order values, lock-free for the sizes gcc reports. Integer and
 * pointer objects; a pointer's atomic_fetch_add counts bytes, as gcc's does.
 */
#ifndef _STDATOMIC_H
#define _STDATOMIC_H 1
#include <stddef.h>
#include <stdint.h>

typedef enum {
  memory_order_relaxed = __ATOMIC_RELAXED,
  memory_order_consume = __ATOMIC_CONSUME,
  memory_order_acquire = __ATOMIC_ACQUIRE,
  memory_order_release = __ATOMIC_RELEASE,
  memory_order_acq_rel = __ATOMIC_ACQ_REL,
  memory_order_seq_cst = __ATOMIC_SEQ_CST
} memory_order;

typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic unsigned short atomic_char16_t;
typedef _Atomic unsigned int atomic_char32_t;
typedef _Atomic int atomic_wchar_t;
typedef _Atomic int_least8_t atomic_int_least8_t;
typedef _Atomic uint_least8_t atomic_uint_least8_t;
typedef _Atomic int_least16_t atomic_int_least16_t;
typedef _Atomic uint_least16_t atomic_uint_least16_t;
typedef _Atomic int_least32_t atomic_int_least32_t;
typedef _Atomic uint_least32_t atomic_uint_least32_t;
typedef _Atomic int_least64_t atomic_int_least64_t;
typedef _Atomic uint_least64_t atomic_uint_least64_t;
typedef _Atomic int_fast8_t atomic_int_fast8_t;
typedef _Atomic uint_fast8_t atomic_uint_fast8_t;
typedef _Atomic int_fast16_t atomic_int_fast16_t;
typedef _Atomic uint_fast16_t atomic_uint_fast16_t;
typedef _Atomic int_fast32_t atomic_int_fast32_t;
typedef _Atomic uint_fast32_t atomic_uint_fast32_t;
typedef _Atomic int_fast64_t atomic_int_fast64_t;
typedef _Atomic uint_fast64_t atomic_uint_fast64_t;
typedef _Atomic intptr_t atomic_intptr_t;
typedef _Atomic uintptr_t atomic_uintptr_t;
typedef _Atomic size_t atomic_size_t;
typedef _Atomic ptrdiff_t atomic_ptrdiff_t;
typedef _Atomic intmax_t atomic_intmax_t;
typedef _Atomic uintmax_t atomic_uintmax_t;

#define ATOMIC_VAR_INIT(__value) (__value)
#define atomic_init(__obj, __value) atomic_store_explicit(__obj, __value, __ATOMIC_RELAXED)
#define kill_dependency(__y) (__y)
#define atomic_thread_fence(__mo) __atomic_thread_fence(__mo)
#define atomic_signal_fence(__mo) __atomic_signal_fence(__mo)
#define atomic_is_lock_free(__obj) __atomic_is_lock_free(sizeof(*(__obj)), (__obj))

#define ATOMIC_BOOL_LOCK_FREE __GCC_ATOMIC_BOOL_LOCK_FREE
#define ATOMIC_CHAR_LOCK_FREE __GCC_ATOMIC_CHAR_LOCK_FREE
#define ATOMIC_CHAR16_T_LOCK_FREE __GCC_ATOMIC_CHAR16_T_LOCK_FREE
#define ATOMIC_CHAR32_T_LOCK_FREE __GCC_ATOMIC_CHAR32_T_LOCK_FREE
#define ATOMIC_WCHAR_T_LOCK_FREE __GCC_ATOMIC_WCHAR_T_LOCK_FREE
#define ATOMIC_SHORT_LOCK_FREE __GCC_ATOMIC_SHORT_LOCK_FREE
#define ATOMIC_INT_LOCK_FREE __GCC_ATOMIC_INT_LOCK_FREE
#define ATOMIC_LONG_LOCK_FREE __GCC_ATOMIC_LONG_LOCK_FREE
#define ATOMIC_LLONG_LOCK_FREE __GCC_ATOMIC_LLONG_LOCK_FREE
#define ATOMIC_POINTER_LOCK_FREE __GCC_ATOMIC_POINTER_LOCK_FREE

#define atomic_store_explicit(__obj, __value, __mo) __atomic_store_n(__obj, __value, __mo)
#define atomic_store(__obj, __value) atomic_store_explicit(__obj, __value, __ATOMIC_SEQ_CST)
#define atomic_load_explicit(__obj, __mo) __atomic_load_n(__obj, __mo)
#define atomic_load(__obj) atomic_load_explicit(__obj, __ATOMIC_SEQ_CST)
#define atomic_exchange_explicit(__obj, __value, __mo) __atomic_exchange_n(__obj, __value, __mo)
#define atomic_exchange(__obj, __value) atomic_exchange_explicit(__obj, __value, __ATOMIC_SEQ_CST)
#define atomic_compare_exchange_strong_explicit(__obj, __expected, __desired, __success, __failure) \
  __atomic_compare_exchange_n(__obj, __expected, __desired, 0, __success, __failure)
#define atomic_compare_exchange_strong(__obj, __expected, __desired) \
  atomic_compare_exchange_strong_explicit(__obj, __expected, __desired, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
#define atomic_compare_exchange_weak_explicit(__obj, __expected, __desired, __success, __failure) \
  __atomic_compare_exchange_n(__obj, __expected, __desired, 1, __success, __failure)
#define atomic_compare_exchange_weak(__obj, __expected, __desired) \
  atomic_compare_exchange_weak_explicit(__obj, __expected, __desired, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)

#define atomic_fetch_add_explicit(__obj, __operand, __mo) __atomic_fetch_add(__obj, __operand, __mo)
#define atomic_fetch_add(__obj, __operand) atomic_fetch_add_explicit(__obj, __operand, __ATOMIC_SEQ_CST)
#define atomic_fetch_sub_explicit(__obj, __operand, __mo) __atomic_fetch_sub(__obj, __operand, __mo)
#define atomic_fetch_sub(__obj, __operand) atomic_fetch_sub_explicit(__obj, __operand, __ATOMIC_SEQ_CST)
#define atomic_fetch_or_explicit(__obj, __operand, __mo) __atomic_fetch_or(__obj, __operand, __mo)
#define atomic_fetch_or(__obj, __operand) atomic_fetch_or_explicit(__obj, __operand, __ATOMIC_SEQ_CST)
#define atomic_fetch_xor_explicit(__obj, __operand, __mo) __atomic_fetch_xor(__obj, __operand, __mo)
#define atomic_fetch_xor(__obj, __operand) atomic_fetch_xor_explicit(__obj, __operand, __ATOMIC_SEQ_CST)
#define atomic_fetch_and_explicit(__obj, __operand, __mo) __atomic_fetch_and(__obj, __operand, __mo)
#define atomic_fetch_and(__obj, __operand) atomic_fetch_and_explicit(__obj, __operand, __ATOMIC_SEQ_CST)

/* gcc's atomic_flag: one byte, set to __GCC_ATOMIC_TEST_AND_SET_TRUEVAL (1). */
typedef _Atomic struct { _Bool __val; } atomic_flag;
#define ATOMIC_FLAG_INIT { 0 }
#define atomic_flag_test_and_set_explicit(__obj, __mo) __atomic_test_and_set((__obj), __mo)
#define atomic_flag_test_and_set(__obj) atomic_flag_test_and_set_explicit(__obj, __ATOMIC_SEQ_CST)
#define atomic_flag_clear_explicit(__obj, __mo) __atomic_clear((__obj), __mo)
#define atomic_flag_clear(__obj) atomic_flag_clear_explicit(__obj, __ATOMIC_SEQ_CST)
#endif
