/* mpi_t.h -- MPICH 4.0.2's MPI tool information interface (MPI_T), included by mpi.h: its
   handle types (pointers, as MPICH's), constants and prototypes (checked against MPICH's by
   test/unit/c-sources.test.ts). */
#ifndef MPISIM_MPI_T_INCLUDED
#define MPISIM_MPI_T_INCLUDED
#include <mpi.h>

struct MPIR_T_enum_s;
struct MPIR_T_cvar_handle_s;
struct MPIR_T_pvar_handle_s;
struct MPIR_T_pvar_session_s;
struct MPIR_T_event_registration_s;
struct MPIR_T_event_instance_s;
typedef struct MPIR_T_enum_s *MPI_T_enum;
typedef struct MPIR_T_cvar_handle_s *MPI_T_cvar_handle;
typedef struct MPIR_T_pvar_handle_s *MPI_T_pvar_handle;
typedef struct MPIR_T_pvar_session_s *MPI_T_pvar_session;
typedef struct MPIR_T_event_registration_s *MPI_T_event_registration;
typedef struct MPIR_T_event_instance_s *MPI_T_event_instance;

extern struct MPIR_T_pvar_handle_s *const MPI_T_PVAR_ALL_HANDLES;

#define MPI_T_ENUM_NULL         ((MPI_T_enum)0)
#define MPI_T_CVAR_HANDLE_NULL  ((MPI_T_cvar_handle)0)
#define MPI_T_PVAR_HANDLE_NULL  ((MPI_T_pvar_handle)0)
#define MPI_T_PVAR_SESSION_NULL ((MPI_T_pvar_session)0)

typedef enum MPIR_T_verbosity_t {
    MPI_T_VERBOSITY_INVALID = 0,
    MPI_T_VERBOSITY_USER_BASIC = 221,
    MPI_T_VERBOSITY_USER_DETAIL,
    MPI_T_VERBOSITY_USER_ALL,
    MPI_T_VERBOSITY_TUNER_BASIC,
    MPI_T_VERBOSITY_TUNER_DETAIL,
    MPI_T_VERBOSITY_TUNER_ALL,
    MPI_T_VERBOSITY_MPIDEV_BASIC,
    MPI_T_VERBOSITY_MPIDEV_DETAIL,
    MPI_T_VERBOSITY_MPIDEV_ALL
} MPIR_T_verbosity_t;

typedef enum MPIR_T_bind_t {
    MPI_T_BIND_INVALID = 0,
    MPI_T_BIND_NO_OBJECT = 9700,
    MPI_T_BIND_MPI_COMM,
    MPI_T_BIND_MPI_DATATYPE,
    MPI_T_BIND_MPI_ERRHANDLER,
    MPI_T_BIND_MPI_FILE,
    MPI_T_BIND_MPI_GROUP,
    MPI_T_BIND_MPI_OP,
    MPI_T_BIND_MPI_REQUEST,
    MPI_T_BIND_MPI_WIN,
    MPI_T_BIND_MPI_MESSAGE,
    MPI_T_BIND_MPI_INFO
} MPIR_T_bind_t;

typedef enum MPIR_T_scope_t {
    MPI_T_SCOPE_INVALID = 0,
    MPI_T_SCOPE_CONSTANT = 60438,
    MPI_T_SCOPE_READONLY,
    MPI_T_SCOPE_LOCAL,
    MPI_T_SCOPE_GROUP,
    MPI_T_SCOPE_GROUP_EQ,
    MPI_T_SCOPE_ALL,
    MPI_T_SCOPE_ALL_EQ
} MPIR_T_scope_t;

typedef enum MPIR_T_pvar_class_t {
    MPI_T_PVAR_CLASS_INVALID = 0,
    MPIR_T_PVAR_CLASS_FIRST = 240,
    MPI_T_PVAR_CLASS_STATE = MPIR_T_PVAR_CLASS_FIRST,
    MPI_T_PVAR_CLASS_LEVEL,
    MPI_T_PVAR_CLASS_SIZE,
    MPI_T_PVAR_CLASS_PERCENTAGE,
    MPI_T_PVAR_CLASS_HIGHWATERMARK,
    MPI_T_PVAR_CLASS_LOWWATERMARK,
    MPI_T_PVAR_CLASS_COUNTER,
    MPI_T_PVAR_CLASS_AGGREGATE,
    MPI_T_PVAR_CLASS_TIMER,
    MPI_T_PVAR_CLASS_GENERIC,
    MPIR_T_PVAR_CLASS_LAST,
    MPIR_T_PVAR_CLASS_NUMBER = MPIR_T_PVAR_CLASS_LAST - MPIR_T_PVAR_CLASS_FIRST
} MPIR_T_pvar_class_t;

typedef enum MPI_T_cb_safety {
    MPI_T_CB_REQUIRE_NONE = 0,
    MPI_T_CB_REQUIRE_MPI_RESTRICTED,
    MPI_T_CB_REQUIRE_THREAD_SAFE,
    MPI_T_CB_REQUIRE_ASYNC_SIGNAL_SAFE
} MPI_T_cb_safety;

typedef enum MPI_T_source_order {
    MPI_T_SOURCE_ORDERED = 0,
    MPI_T_SOURCE_UNORDERED
} MPI_T_source_order;

typedef void (MPI_T_event_cb_function)(MPI_T_event_instance __event_instance, MPI_T_event_registration __event_registration, MPI_T_cb_safety __cb_safety, void *__user_data);
typedef void (MPI_T_event_free_cb_function)(MPI_T_event_registration __event_registration, MPI_T_cb_safety __cb_safety, void *__user_data);
typedef void (MPI_T_event_dropped_cb_function)(MPI_Count __count, MPI_T_event_registration __event_registration, int __source_index, MPI_T_cb_safety __cb_safety, void *__user_data);

int MPI_T_category_changed(int *__update_number);
int MPI_T_category_get_categories(int __cat_index, int __len, int __indices[]);
int MPI_T_category_get_cvars(int __cat_index, int __len, int __indices[]);
int MPI_T_category_get_events(int __cat_index, int __len, int __indices[]);
int MPI_T_category_get_index(const char *__name, int *__cat_index);
int MPI_T_category_get_info(int __cat_index, char *__name, int *__name_len, char *__desc, int *__desc_len, int *__num_cvars, int *__num_pvars, int *__num_categories);
int MPI_T_category_get_num(int *__num_cat);
int MPI_T_category_get_num_events(int __cat_index, int *__num_events);
int MPI_T_category_get_pvars(int __cat_index, int __len, int __indices[]);
int MPI_T_cvar_get_index(const char *__name, int *__cvar_index);
int MPI_T_cvar_get_info(int __cvar_index, char *__name, int *__name_len, int *__verbosity, MPI_Datatype *__datatype, MPI_T_enum *__enumtype, char *__desc, int *__desc_len, int *__bind, int *__scope);
int MPI_T_cvar_get_num(int *__num_cvar);
int MPI_T_cvar_handle_alloc(int __cvar_index, void *__obj_handle, MPI_T_cvar_handle *__handle, int *__count);
int MPI_T_cvar_handle_free(MPI_T_cvar_handle *__handle);
int MPI_T_cvar_read(MPI_T_cvar_handle __handle, void *__buf);
int MPI_T_cvar_write(MPI_T_cvar_handle __handle, const void *__buf);
int MPI_T_enum_get_info(MPI_T_enum __enumtype, int *__num, char *__name, int *__name_len);
int MPI_T_enum_get_item(MPI_T_enum __enumtype, int __indx, int *__value, char *__name, int *__name_len);
int MPI_T_event_callback_get_info(MPI_T_event_registration __event_registration, MPI_T_cb_safety __cb_safety, MPI_Info *__info_used);
int MPI_T_event_callback_set_info(MPI_T_event_registration __event_registration, MPI_T_cb_safety __cb_safety, MPI_Info __info);
int MPI_T_event_copy(MPI_T_event_instance __event_instance, void *__buffer);
int MPI_T_event_get_index(const char *__name, int *__event_index);
int MPI_T_event_get_info(int __event_index, char *__name, int *__name_len, int *__verbosity, MPI_Datatype __array_of_datatypes[], MPI_Aint __array_of_displacements[], int *__num_elements, MPI_T_enum *__enumtype, MPI_Info *__info, char *__desc, int *__desc_len, int *__bind);
int MPI_T_event_get_num(int *__num_events);
int MPI_T_event_get_source(MPI_T_event_instance __event_instance, int *__source_index);
int MPI_T_event_get_timestamp(MPI_T_event_instance __event_instance, MPI_Count *__event_timestamp);
int MPI_T_event_handle_alloc(int __event_index, void *__obj_handle, MPI_Info __info, MPI_T_event_registration *__event_registration);
int MPI_T_event_handle_free(MPI_T_event_registration __event_registration, void *__user_data, MPI_T_event_free_cb_function __free_cb_function);
int MPI_T_event_handle_get_info(MPI_T_event_registration __event_registration, MPI_Info *__info_used);
int MPI_T_event_handle_set_info(MPI_T_event_registration __event_registration, MPI_Info __info);
int MPI_T_event_read(MPI_T_event_instance __event_instance, int __element_index, void *__buffer);
int MPI_T_event_register_callback(MPI_T_event_registration __event_registration, MPI_T_cb_safety __cb_safety, MPI_Info __info, void *__user_data, MPI_T_event_cb_function __event_cb_function);
int MPI_T_event_set_dropped_handler(MPI_T_event_registration __event_registration, MPI_T_event_dropped_cb_function __dropped_cb_function);
int MPI_T_finalize(void);
int MPI_T_init_thread(int __required, int *__provided);
int MPI_T_pvar_get_index(const char *__name, int __var_class, int *__pvar_index);
int MPI_T_pvar_get_info(int __pvar_index, char *__name, int *__name_len, int *__verbosity, int *__var_class, MPI_Datatype *__datatype, MPI_T_enum *__enumtype, char *__desc, int *__desc_len, int *__bind, int *__readonly, int *__continuous, int *__atomic);
int MPI_T_pvar_get_num(int *__num_pvar);
int MPI_T_pvar_handle_alloc(MPI_T_pvar_session __session, int __pvar_index, void *__obj_handle, MPI_T_pvar_handle *__handle, int *__count);
int MPI_T_pvar_handle_free(MPI_T_pvar_session __session, MPI_T_pvar_handle *__handle);
int MPI_T_pvar_read(MPI_T_pvar_session __session, MPI_T_pvar_handle __handle, void *__buf);
int MPI_T_pvar_readreset(MPI_T_pvar_session __session, MPI_T_pvar_handle __handle, void *__buf);
int MPI_T_pvar_reset(MPI_T_pvar_session __session, MPI_T_pvar_handle __handle);
int MPI_T_pvar_session_create(MPI_T_pvar_session *__session);
int MPI_T_pvar_session_free(MPI_T_pvar_session *__session);
int MPI_T_pvar_start(MPI_T_pvar_session __session, MPI_T_pvar_handle __handle);
int MPI_T_pvar_stop(MPI_T_pvar_session __session, MPI_T_pvar_handle __handle);
int MPI_T_pvar_write(MPI_T_pvar_session __session, MPI_T_pvar_handle __handle, const void *__buf);
int MPI_T_source_get_info(int __source_index, char *__name, int *__name_len, char *__desc, int *__desc_len, MPI_T_source_order *__ordering, MPI_Count *__ticks_per_second, MPI_Count *__max_ticks, MPI_Info *__info);
int MPI_T_source_get_num(int *__num_sources);
int MPI_T_source_get_timestamp(int __source_index, MPI_Count *__timestamp);

#endif /* MPISIM_MPI_T_INCLUDED */
