/* mpi.h -- the MPI interface of MPICH 4.0.2 as seen by mpisim: its constants and types (values
   checked against the real header by test/unit/preprocessor.test.ts) and the C prototypes of
   MPI-3.1/4.0 (checked against MPICH's by test/unit/c-sources.test.ts). Handles are ints with
   MPICH's values, so programs print and compare them exactly as with real MPICH. The large-count
   (_c) bindings are in mpi_large_count.h, the tools interface in mpi_t.h; every MPI_X is also
   declared as PMPI_X (added when the header is served, ./index.ts). */
#ifndef MPI_INCLUDED
#define MPI_INCLUDED

#include <stdint.h>

#define MPI_VERSION    4
#define MPI_SUBVERSION 0
#define MPICH_NAME     4
#define MPICH          1
#define MPICH_HAS_C2F  1
#define MPICH_VERSION "4.0.2"
#define MPICH_NUMVERSION 40002300
#define MPICH_RELEASE_TYPE_ALPHA 0
#define MPICH_RELEASE_TYPE_BETA  1
#define MPICH_RELEASE_TYPE_RC    2
#define MPICH_RELEASE_TYPE_PATCH 3
#define MPICH_CALC_VERSION(MAJOR, MINOR, REVISION, TYPE, PATCH) \
    (((MAJOR) * 10000000) + ((MINOR) * 100000) + ((REVISION) * 1000) + ((TYPE) * 100) + (PATCH))

/* Handle types */
typedef int MPI_Datatype;
typedef int MPI_Comm;
typedef int MPI_Group;
typedef int MPI_Win;
typedef int MPI_Session;
typedef int MPI_Op;
typedef int MPI_Errhandler;
typedef int MPI_Request;
typedef int MPI_Message;
typedef int MPI_Info;
typedef int MPIX_Grequest_class;
typedef struct ADIOI_FileD *MPI_File;
typedef long MPI_Aint;
typedef int MPI_Fint;
typedef long MPI_Count;
typedef long MPI_Offset;

typedef struct MPI_Status {
    int count_lo;
    int count_hi_and_cancelled;
    int MPI_SOURCE;
    int MPI_TAG;
    int MPI_ERROR;
} MPI_Status;

/* Null handles */
#define MPI_COMM_NULL       ((MPI_Comm)0x04000000)
#define MPI_OP_NULL         ((MPI_Op)0x18000000)
#define MPI_GROUP_NULL      ((MPI_Group)0x08000000)
#define MPI_DATATYPE_NULL   ((MPI_Datatype)0x0c000000)
#define MPI_REQUEST_NULL    ((MPI_Request)0x2c000000)
#define MPI_ERRHANDLER_NULL ((MPI_Errhandler)0x14000000)
#define MPI_MESSAGE_NULL    ((MPI_Message)0x2c000000)
#define MPI_MESSAGE_NO_PROC ((MPI_Message)0x6c000000)
#define MPI_INFO_NULL       ((MPI_Info)0x1c000000)
#define MPI_WIN_NULL        ((MPI_Win)0x20000000)
#define MPI_SESSION_NULL    ((MPI_Session)0x38000000)
#define MPI_FILE_NULL       ((MPI_File)0)
#define MPI_FILE_DEFINED
#define HAVE_MPI_OFFSET

/* Results of the compare operations */
#define MPI_IDENT     0
#define MPI_CONGRUENT 1
#define MPI_SIMILAR   2
#define MPI_UNEQUAL   3

/* Predefined datatypes */
#define MPI_CHAR               ((MPI_Datatype)0x4c000101)
#define MPI_SIGNED_CHAR        ((MPI_Datatype)0x4c000118)
#define MPI_UNSIGNED_CHAR      ((MPI_Datatype)0x4c000102)
#define MPI_BYTE               ((MPI_Datatype)0x4c00010d)
#define MPI_WCHAR              ((MPI_Datatype)0x4c00040e)
#define MPI_SHORT              ((MPI_Datatype)0x4c000203)
#define MPI_UNSIGNED_SHORT     ((MPI_Datatype)0x4c000204)
#define MPI_INT                ((MPI_Datatype)0x4c000405)
#define MPI_UNSIGNED           ((MPI_Datatype)0x4c000406)
#define MPI_LONG               ((MPI_Datatype)0x4c000807)
#define MPI_UNSIGNED_LONG      ((MPI_Datatype)0x4c000808)
#define MPI_FLOAT              ((MPI_Datatype)0x4c00040a)
#define MPI_DOUBLE             ((MPI_Datatype)0x4c00080b)
#define MPI_LONG_DOUBLE        ((MPI_Datatype)0x4c00100c)
#define MPI_LONG_LONG_INT      ((MPI_Datatype)0x4c000809)
#define MPI_UNSIGNED_LONG_LONG ((MPI_Datatype)0x4c000819)
#define MPI_LONG_LONG          MPI_LONG_LONG_INT
#define MPI_PACKED             ((MPI_Datatype)0x4c00010f)
#define MPI_LB                 ((MPI_Datatype)0x4c000010)
#define MPI_UB                 ((MPI_Datatype)0x4c000011)

/* Pair types for MINLOC/MAXLOC: struct { value; int loc; } */
#define MPI_FLOAT_INT          ((MPI_Datatype)0x8c000000)
#define MPI_DOUBLE_INT         ((MPI_Datatype)0x8c000001)
#define MPI_LONG_INT           ((MPI_Datatype)0x8c000002)
#define MPI_SHORT_INT          ((MPI_Datatype)0x8c000003)
#define MPI_2INT               ((MPI_Datatype)0x4c000816)
#define MPI_LONG_DOUBLE_INT    ((MPI_Datatype)0x8c000004)

/* Fortran types */
#define MPI_COMPLEX            ((MPI_Datatype)0x4c00081e)
#define MPI_DOUBLE_COMPLEX     ((MPI_Datatype)0x4c001022)
#define MPI_LOGICAL            ((MPI_Datatype)0x4c00041d)
#define MPI_REAL               ((MPI_Datatype)0x4c00041c)
#define MPI_DOUBLE_PRECISION   ((MPI_Datatype)0x4c00081f)
#define MPI_INTEGER            ((MPI_Datatype)0x4c00041b)
#define MPI_2INTEGER           ((MPI_Datatype)0x4c000820)
#define MPI_2REAL              ((MPI_Datatype)0x4c000821)
#define MPI_2DOUBLE_PRECISION  ((MPI_Datatype)0x4c001023)
#define MPI_CHARACTER          ((MPI_Datatype)0x4c00011a)

/* Size-specific types */
#define MPI_REAL4              ((MPI_Datatype)0x4c000427)
#define MPI_REAL8              ((MPI_Datatype)0x4c000829)
#define MPI_REAL16             ((MPI_Datatype)0x4c00102b)
#define MPI_COMPLEX8           ((MPI_Datatype)0x4c000828)
#define MPI_COMPLEX16          ((MPI_Datatype)0x4c00102a)
#define MPI_COMPLEX32          ((MPI_Datatype)0x4c00202c)
#define MPI_INTEGER1           ((MPI_Datatype)0x4c00012d)
#define MPI_INTEGER2           ((MPI_Datatype)0x4c00022f)
#define MPI_INTEGER4           ((MPI_Datatype)0x4c000430)
#define MPI_INTEGER8           ((MPI_Datatype)0x4c000831)
#define MPI_INTEGER16          ((MPI_Datatype)MPI_DATATYPE_NULL)

/* C99 fixed-width types */
#define MPI_INT8_T             ((MPI_Datatype)0x4c000137)
#define MPI_INT16_T            ((MPI_Datatype)0x4c000238)
#define MPI_INT32_T            ((MPI_Datatype)0x4c000439)
#define MPI_INT64_T            ((MPI_Datatype)0x4c00083a)
#define MPI_UINT8_T            ((MPI_Datatype)0x4c00013b)
#define MPI_UINT16_T           ((MPI_Datatype)0x4c00023c)
#define MPI_UINT32_T           ((MPI_Datatype)0x4c00043d)
#define MPI_UINT64_T           ((MPI_Datatype)0x4c00083e)

/* Other C99 types */
#define MPI_C_BOOL                ((MPI_Datatype)0x4c00013f)
#define MPI_C_FLOAT_COMPLEX       ((MPI_Datatype)0x4c000840)
#define MPI_C_COMPLEX             MPI_C_FLOAT_COMPLEX
#define MPI_C_DOUBLE_COMPLEX      ((MPI_Datatype)0x4c001041)
#define MPI_C_LONG_DOUBLE_COMPLEX ((MPI_Datatype)0x4c002042)
#define MPIX_C_FLOAT16            ((MPI_Datatype)0x4c000246)

/* Address and offset types */
#define MPI_AINT               ((MPI_Datatype)0x4c000843)
#define MPI_OFFSET             ((MPI_Datatype)0x4c000844)
#define MPI_COUNT              ((MPI_Datatype)0x4c000845)

/* C++ types */
#define MPI_CXX_BOOL                ((MPI_Datatype)0x4c000133)
#define MPI_CXX_FLOAT_COMPLEX       ((MPI_Datatype)0x4c000834)
#define MPI_CXX_DOUBLE_COMPLEX      ((MPI_Datatype)0x4c001035)
#define MPI_CXX_LONG_DOUBLE_COMPLEX ((MPI_Datatype)0x4c002036)

/* Type classes */
#define MPI_TYPECLASS_REAL    1
#define MPI_TYPECLASS_INTEGER 2
#define MPI_TYPECLASS_COMPLEX 3

/* Communicators and groups */
#define MPI_COMM_WORLD  ((MPI_Comm)0x44000000)
#define MPI_COMM_SELF   ((MPI_Comm)0x44000001)
#define MPI_GROUP_EMPTY ((MPI_Group)0x48000000)

/* Reduction operations */
#define MPI_MAX     (MPI_Op)(0x58000001)
#define MPI_MIN     (MPI_Op)(0x58000002)
#define MPI_SUM     (MPI_Op)(0x58000003)
#define MPI_PROD    (MPI_Op)(0x58000004)
#define MPI_LAND    (MPI_Op)(0x58000005)
#define MPI_BAND    (MPI_Op)(0x58000006)
#define MPI_LOR     (MPI_Op)(0x58000007)
#define MPI_BOR     (MPI_Op)(0x58000008)
#define MPI_LXOR    (MPI_Op)(0x58000009)
#define MPI_BXOR    (MPI_Op)(0x5800000a)
#define MPI_MINLOC  (MPI_Op)(0x5800000b)
#define MPI_MAXLOC  (MPI_Op)(0x5800000c)
#define MPI_REPLACE (MPI_Op)(0x5800000d)
#define MPI_NO_OP   (MPI_Op)(0x5800000e)

/* Predefined attribute keys */
#define MPI_TAG_UB            0x64400001
#define MPI_HOST              0x64400003
#define MPI_IO                0x64400005
#define MPI_WTIME_IS_GLOBAL   0x64400007
#define MPI_UNIVERSE_SIZE     0x64400009
#define MPI_LASTUSEDCODE      0x6440000b
#define MPI_APPNUM            0x6440000d
#define MPI_WIN_BASE          0x66000001
#define MPI_WIN_SIZE          0x66000003
#define MPI_WIN_DISP_UNIT     0x66000005
#define MPI_WIN_CREATE_FLAVOR 0x66000007
#define MPI_WIN_MODEL         0x66000009

/* String lengths */
#define MPI_MAX_PROCESSOR_NAME         128
#define MPI_MAX_LIBRARY_VERSION_STRING 8192
#define MPI_MAX_ERROR_STRING           512
#define MPI_MAX_PORT_NAME              256
#define MPI_MAX_OBJECT_NAME            128
#define MPI_MAX_STRINGTAG_LEN          256
#define MPI_MAX_PSET_NAME_LEN          256
#define MPI_MAX_INFO_KEY               255
#define MPI_MAX_INFO_VAL               1024

/* Other constants */
#define MPI_UNDEFINED      (-32766)
#define MPI_KEYVAL_INVALID 0x24000000
#define MPI_BSEND_OVERHEAD 96
#define MPI_PROC_NULL      (-1)
#define MPI_ANY_SOURCE     (-2)
#define MPI_ROOT           (-3)
#define MPI_ANY_TAG        (-1)
#define MPI_LOCK_EXCLUSIVE 234
#define MPI_LOCK_SHARED    235
#define MPI_BOTTOM         (void *)0
#define MPI_IN_PLACE       (void *) -1
#define MPI_INFO_ENV       ((MPI_Info)0x5c000001)

/* Sentinels for graph topology weights (MPICH declares them as extern objects). */
#define MPI_UNWEIGHTED     ((int *)1)
#define MPI_WEIGHTS_EMPTY  ((int *)2)

/* One-sided window flavors and memory models */
typedef enum MPIR_Win_flavor {
    MPI_WIN_FLAVOR_CREATE   = 1,
    MPI_WIN_FLAVOR_ALLOCATE = 2,
    MPI_WIN_FLAVOR_DYNAMIC  = 3,
    MPI_WIN_FLAVOR_SHARED   = 4
} MPIR_Win_flavor_t;
typedef enum MPIR_Win_model {
    MPI_WIN_SEPARATE = 1,
    MPI_WIN_UNIFIED  = 2
} MPIR_Win_model_t;

/* Topology types */
typedef enum MPIR_Topo_type { MPI_GRAPH = 1, MPI_CART = 2, MPI_DIST_GRAPH = 3 } MPIR_Topo_type;

/* Datatype decoding */
enum MPIR_Combiner_enum {
    MPI_COMBINER_NAMED            = 1,
    MPI_COMBINER_DUP              = 2,
    MPI_COMBINER_CONTIGUOUS       = 3,
    MPI_COMBINER_VECTOR           = 4,
    MPI_COMBINER_HVECTOR_INTEGER  = 5,
    MPI_COMBINER_HVECTOR          = 6,
    MPI_COMBINER_INDEXED          = 7,
    MPI_COMBINER_HINDEXED_INTEGER = 8,
    MPI_COMBINER_HINDEXED         = 9,
    MPI_COMBINER_INDEXED_BLOCK    = 10,
    MPI_COMBINER_STRUCT_INTEGER   = 11,
    MPI_COMBINER_STRUCT           = 12,
    MPI_COMBINER_SUBARRAY         = 13,
    MPI_COMBINER_DARRAY           = 14,
    MPI_COMBINER_F90_REAL         = 15,
    MPI_COMBINER_F90_COMPLEX      = 16,
    MPI_COMBINER_F90_INTEGER      = 17,
    MPI_COMBINER_RESIZED          = 18,
    MPI_COMBINER_HINDEXED_BLOCK   = 19
};

/* Subarray and darray constructors */
#define MPI_ORDER_C              56
#define MPI_ORDER_FORTRAN        57
#define MPI_DISTRIBUTE_BLOCK    121
#define MPI_DISTRIBUTE_CYCLIC   122
#define MPI_DISTRIBUTE_NONE     123
#define MPI_DISTRIBUTE_DFLT_DARG -49767

/* Assertions for one-sided communication */
#define MPI_MODE_NOCHECK      1024
#define MPI_MODE_NOSTORE      2048
#define MPI_MODE_NOPUT        4096
#define MPI_MODE_NOPRECEDE    8192
#define MPI_MODE_NOSUCCEED   16384

/* MPI_Comm_split_type */
#define MPI_COMM_TYPE_SHARED        1
#define MPI_COMM_TYPE_HW_GUIDED     2
#define MPI_COMM_TYPE_HW_UNGUIDED   3
#define MPIX_COMM_TYPE_NEIGHBORHOOD 4

/* Thread levels */
#define MPI_THREAD_SINGLE     0
#define MPI_THREAD_FUNNELED   1
#define MPI_THREAD_SERIALIZED 2
#define MPI_THREAD_MULTIPLE   3

/* Ignored arguments */
#define MPI_STATUS_IGNORE   (MPI_Status *)1
#define MPI_STATUSES_IGNORE (MPI_Status *)1
#define MPI_ERRCODES_IGNORE (int *)0
#define MPI_ARGV_NULL       (char **)0
#define MPI_ARGVS_NULL      (char ***)0

typedef struct {
    MPI_Fint count_lo;
    MPI_Fint count_hi_and_cancelled;
    MPI_Fint MPI_SOURCE;
    MPI_Fint MPI_TAG;
    MPI_Fint MPI_ERROR;
} MPI_F08_status;

#define MPI_F_STATUS_SIZE 5
#define MPI_F_SOURCE      2
#define MPI_F_TAG         3
#define MPI_F_ERROR       4

#define MPI_AINT_FMT_DEC_SPEC "%ld"
#define MPI_AINT_FMT_HEX_SPEC "%lx"

/* Error handlers */
#define MPI_ERRORS_ARE_FATAL ((MPI_Errhandler)0x54000000)
#define MPI_ERRORS_RETURN    ((MPI_Errhandler)0x54000001)
#define MPI_ERRORS_ABORT     ((MPI_Errhandler)0x54000003)
#define MPIR_ERRORS_THROW_EXCEPTIONS ((MPI_Errhandler)0x54000002)

/* Callback types */
typedef void (MPI_Handler_function)(MPI_Comm *, int *, ...);
typedef int (MPI_Comm_copy_attr_function)(MPI_Comm, int, void *, void *, void *, int *);
typedef int (MPI_Comm_delete_attr_function)(MPI_Comm, int, void *, void *);
typedef int (MPI_Type_copy_attr_function)(MPI_Datatype, int, void *, void *, void *, int *);
typedef int (MPI_Type_delete_attr_function)(MPI_Datatype, int, void *, void *);
typedef int (MPI_Win_copy_attr_function)(MPI_Win, int, void *, void *, void *, int *);
typedef int (MPI_Win_delete_attr_function)(MPI_Win, int, void *, void *);
typedef void (MPI_Comm_errhandler_function)(MPI_Comm *, int *, ...);
typedef void (MPI_File_errhandler_function)(MPI_File *, int *, ...);
typedef void (MPI_Win_errhandler_function)(MPI_Win *, int *, ...);
typedef void (MPI_Session_errhandler_function)(MPI_Session *, int *, ...);
typedef MPI_Comm_errhandler_function MPI_Comm_errhandler_fn;
typedef MPI_File_errhandler_function MPI_File_errhandler_fn;
typedef MPI_Win_errhandler_function MPI_Win_errhandler_fn;
typedef MPI_Session_errhandler_function MPI_Session_errhandler_fn;
typedef int (MPI_Copy_function)(MPI_Comm, int, void *, void *, void *, int *);
typedef int (MPI_Delete_function)(MPI_Comm, int, void *, void *);
typedef void (MPI_User_function)(void *, void *, int *, MPI_Datatype *);
typedef void (MPI_User_function_c)(void *, void *, MPI_Count *, MPI_Datatype *);
typedef int (MPI_Grequest_cancel_function)(void *, int);
typedef int (MPI_Grequest_free_function)(void *);
typedef int (MPI_Grequest_query_function)(void *, MPI_Status *);
typedef int (MPIX_Grequest_poll_function)(void *, MPI_Status *);
typedef int (MPIX_Grequest_wait_function)(int, void **, double, MPI_Status *);
typedef int (MPI_Datarep_conversion_function)(void *, MPI_Datatype, int, void *, MPI_Offset, void *);
typedef int (MPI_Datarep_extent_function)(MPI_Datatype __datatype, MPI_Aint *, void *);
#define MPI_CONVERSION_FN_NULL ((MPI_Datarep_conversion_function *)0)

/* Predefined attribute callbacks. The "null" ones are null pointers as in MPICH; the
   "dup" ones name one runtime function, MPIR_Dup_fn (all handle types are int). */
int MPIR_Dup_fn(MPI_Comm __oldcomm, int __keyval, void *__extra_state, void *__attribute_val_in,
                void *__attribute_val_out, int *__flag);
#define MPI_NULL_COPY_FN        ((MPI_Copy_function *)0)
#define MPI_NULL_DELETE_FN      ((MPI_Delete_function *)0)
#define MPI_DUP_FN              MPIR_Dup_fn
#define MPI_COMM_NULL_COPY_FN   ((MPI_Comm_copy_attr_function *)0)
#define MPI_COMM_NULL_DELETE_FN ((MPI_Comm_delete_attr_function *)0)
#define MPI_COMM_DUP_FN         MPIR_Dup_fn
#define MPI_WIN_NULL_COPY_FN    ((MPI_Win_copy_attr_function *)0)
#define MPI_WIN_NULL_DELETE_FN  ((MPI_Win_delete_attr_function *)0)
#define MPI_WIN_DUP_FN          MPIR_Dup_fn
#define MPI_TYPE_NULL_COPY_FN   ((MPI_Type_copy_attr_function *)0)
#define MPI_TYPE_NULL_DELETE_FN ((MPI_Type_delete_attr_function *)0)
#define MPI_TYPE_DUP_FN         MPIR_Dup_fn

/* Handle conversion (handles are already integers) */
#define MPI_Comm_c2f(comm) (MPI_Fint)(comm)
#define MPI_Comm_f2c(comm) (MPI_Comm)(comm)
#define MPI_Type_c2f(datatype) (MPI_Fint)(datatype)
#define MPI_Type_f2c(datatype) (MPI_Datatype)(datatype)
#define MPI_Group_c2f(group) (MPI_Fint)(group)
#define MPI_Group_f2c(group) (MPI_Group)(group)
#define MPI_Info_c2f(info) (MPI_Fint)(info)
#define MPI_Info_f2c(info) (MPI_Info)(info)
#define MPI_Request_f2c(request) (MPI_Request)(request)
#define MPI_Request_c2f(request) (MPI_Fint)(request)
#define MPI_Op_c2f(op) (MPI_Fint)(op)
#define MPI_Op_f2c(op) (MPI_Op)(op)
#define MPI_Errhandler_c2f(errhandler) (MPI_Fint)(errhandler)
#define MPI_Errhandler_f2c(errhandler) (MPI_Errhandler)(errhandler)
#define MPI_Win_c2f(win) (MPI_Fint)(win)
#define MPI_Win_f2c(win) (MPI_Win)(win)
#define MPI_Message_c2f(msg) ((MPI_Fint)(msg))
#define MPI_Message_f2c(msg) ((MPI_Message)(msg))
#define MPI_Session_c2f(session) (MPI_Fint)(session)
#define MPI_Session_f2c(session) (MPI_Session)(session)
/* MPICH's mpi.h defines the PMPI_ names of the conversions too (pt2pt/mprobe calls PMPI_Message_c2f). */
#define PMPI_Comm_c2f(comm) (MPI_Fint)(comm)
#define PMPI_Comm_f2c(comm) (MPI_Comm)(comm)
#define PMPI_Type_c2f(datatype) (MPI_Fint)(datatype)
#define PMPI_Type_f2c(datatype) (MPI_Datatype)(datatype)
#define PMPI_Group_c2f(group) (MPI_Fint)(group)
#define PMPI_Group_f2c(group) (MPI_Group)(group)
#define PMPI_Info_c2f(info) (MPI_Fint)(info)
#define PMPI_Info_f2c(info) (MPI_Info)(info)
#define PMPI_Request_f2c(request) (MPI_Request)(request)
#define PMPI_Request_c2f(request) (MPI_Fint)(request)
#define PMPI_Op_c2f(op) (MPI_Fint)(op)
#define PMPI_Op_f2c(op) (MPI_Op)(op)
#define PMPI_Errhandler_c2f(errhandler) (MPI_Fint)(errhandler)
#define PMPI_Errhandler_f2c(errhandler) (MPI_Errhandler)(errhandler)
#define PMPI_Win_c2f(win) (MPI_Fint)(win)
#define PMPI_Win_f2c(win) (MPI_Win)(win)
#define PMPI_Message_c2f(msg) ((MPI_Fint)(msg))
#define PMPI_Message_f2c(msg) ((MPI_Message)(msg))
#define PMPI_Session_c2f(session) (MPI_Fint)(session)
#define PMPI_Session_f2c(session) (MPI_Session)(session)

/* Error classes */
#define MPI_SUCCESS                    0
#define MPI_ERR_BUFFER                 1
#define MPI_ERR_COUNT                  2
#define MPI_ERR_TYPE                   3
#define MPI_ERR_TAG                    4
#define MPI_ERR_COMM                   5
#define MPI_ERR_RANK                   6
#define MPI_ERR_ROOT                   7
#define MPI_ERR_TRUNCATE              14
#define MPI_ERR_GROUP                  8
#define MPI_ERR_OP                     9
#define MPI_ERR_REQUEST               19
#define MPI_ERR_TOPOLOGY              10
#define MPI_ERR_DIMS                  11
#define MPI_ERR_ARG                   12
#define MPI_ERR_OTHER                 15
#define MPI_ERR_UNKNOWN               13
#define MPI_ERR_INTERN                16
#define MPI_ERR_IN_STATUS             17
#define MPI_ERR_PENDING               18
#define MPI_ERR_ACCESS                20
#define MPI_ERR_AMODE                 21
#define MPI_ERR_BAD_FILE              22
#define MPI_ERR_CONVERSION            23
#define MPI_ERR_DUP_DATAREP           24
#define MPI_ERR_FILE_EXISTS           25
#define MPI_ERR_FILE_IN_USE           26
#define MPI_ERR_FILE                  27
#define MPI_ERR_IO                    32
#define MPI_ERR_NO_SPACE              36
#define MPI_ERR_NO_SUCH_FILE          37
#define MPI_ERR_READ_ONLY             40
#define MPI_ERR_UNSUPPORTED_DATAREP   43
#define MPI_ERR_INFO                  28
#define MPI_ERR_INFO_KEY              29
#define MPI_ERR_INFO_VALUE            30
#define MPI_ERR_INFO_NOKEY            31
#define MPI_ERR_NAME                  33
#define MPI_ERR_NO_MEM                34
#define MPI_ERR_NOT_SAME              35
#define MPI_ERR_PORT                  38
#define MPI_ERR_QUOTA                 39
#define MPI_ERR_SERVICE               41
#define MPI_ERR_SPAWN                 42
#define MPI_ERR_UNSUPPORTED_OPERATION 44
#define MPI_ERR_WIN                   45
#define MPI_ERR_BASE                  46
#define MPI_ERR_LOCKTYPE              47
#define MPI_ERR_KEYVAL                48
#define MPI_ERR_RMA_CONFLICT          49
#define MPI_ERR_RMA_SYNC              50
#define MPI_ERR_SIZE                  51
#define MPI_ERR_DISP                  52
#define MPI_ERR_ASSERT                53
#define MPI_ERR_RMA_RANGE             55
#define MPI_ERR_RMA_ATTACH            56
#define MPI_ERR_RMA_SHARED            57
#define MPI_ERR_RMA_FLAVOR            58
#define MPI_T_ERR_MEMORY              59
#define MPI_T_ERR_NOT_INITIALIZED     60
#define MPI_T_ERR_CANNOT_INIT         61
#define MPI_T_ERR_INVALID_INDEX       62
#define MPI_T_ERR_INVALID_ITEM        63
#define MPI_T_ERR_INVALID_HANDLE      64
#define MPI_T_ERR_OUT_OF_HANDLES      65
#define MPI_T_ERR_OUT_OF_SESSIONS     66
#define MPI_T_ERR_INVALID_SESSION     67
#define MPI_T_ERR_CVAR_SET_NOT_NOW    68
#define MPI_T_ERR_CVAR_SET_NEVER      69
#define MPI_T_ERR_PVAR_NO_STARTSTOP   70
#define MPI_T_ERR_PVAR_NO_WRITE       71
#define MPI_T_ERR_PVAR_NO_ATOMIC      72
#define MPI_T_ERR_INVALID_NAME        73
#define MPI_T_ERR_INVALID             74
#define MPI_ERR_SESSION               75
#define MPI_ERR_PROC_ABORTED          76
#define MPI_ERR_VALUE_TOO_LARGE       77
#define MPI_T_ERR_NOT_SUPPORTED       78
#define MPI_ERR_LASTCODE              0x3fffffff
#define MPICH_ERR_LAST_CLASS          78
#define MPICH_ERR_FIRST_MPIX          100
#define MPIX_ERR_PROC_FAILED          MPICH_ERR_FIRST_MPIX+1
#define MPIX_ERR_PROC_FAILED_PENDING  MPICH_ERR_FIRST_MPIX+2
#define MPIX_ERR_REVOKED              MPICH_ERR_FIRST_MPIX+3
#define MPIX_ERR_EAGAIN               MPICH_ERR_FIRST_MPIX+4
#define MPIX_ERR_NOREQ                MPICH_ERR_FIRST_MPIX+5
#define MPICH_ERR_LAST_MPIX           MPICH_ERR_FIRST_MPIX+5

/* Prototypes (MPI-3.1 and MPI-4.0 C bindings, without MPI-IO, MPI_T and large counts) */
int MPI_Type_create_f90_integer(int __r, MPI_Datatype *__newtype);
int MPI_Type_create_f90_real(int __p, int __r, MPI_Datatype *__newtype);
int MPI_Type_create_f90_complex(int __p, int __r, MPI_Datatype *__newtype);
int MPI_Attr_delete(MPI_Comm __comm, int __keyval);
int MPI_Attr_get(MPI_Comm __comm, int __keyval, void *__attribute_val, int *__flag);
int MPI_Attr_put(MPI_Comm __comm, int __keyval, void *__attribute_val);
int MPI_Comm_create_keyval(MPI_Comm_copy_attr_function *__comm_copy_attr_fn, MPI_Comm_delete_attr_function *__comm_delete_attr_fn, int *__comm_keyval, void *__extra_state);
int MPI_Comm_delete_attr(MPI_Comm __comm, int __comm_keyval);
int MPI_Comm_free_keyval(int *__comm_keyval);
int MPI_Comm_get_attr(MPI_Comm __comm, int __comm_keyval, void *__attribute_val, int *__flag);
int MPI_Comm_set_attr(MPI_Comm __comm, int __comm_keyval, void *__attribute_val);
int MPI_Keyval_create(MPI_Copy_function *__copy_fn, MPI_Delete_function *__delete_fn, int *__keyval, void *__extra_state);
int MPI_Keyval_free(int *__keyval);
int MPI_Type_create_keyval(MPI_Type_copy_attr_function *__type_copy_attr_fn, MPI_Type_delete_attr_function *__type_delete_attr_fn, int *__type_keyval, void *__extra_state);
int MPI_Type_delete_attr(MPI_Datatype __datatype, int __type_keyval);
int MPI_Type_free_keyval(int *__type_keyval);
int MPI_Type_get_attr(MPI_Datatype __datatype, int __type_keyval, void *__attribute_val, int *__flag);
int MPI_Type_set_attr(MPI_Datatype __datatype, int __type_keyval, void *__attribute_val);
int MPI_Win_create_keyval(MPI_Win_copy_attr_function *__win_copy_attr_fn, MPI_Win_delete_attr_function *__win_delete_attr_fn, int *__win_keyval, void *__extra_state);
int MPI_Win_delete_attr(MPI_Win __win, int __win_keyval);
int MPI_Win_free_keyval(int *__win_keyval);
int MPI_Win_get_attr(MPI_Win __win, int __win_keyval, void *__attribute_val, int *__flag);
int MPI_Win_set_attr(MPI_Win __win, int __win_keyval, void *__attribute_val);
int MPI_Allgather(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Allgather_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Allgatherv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Allgatherv_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Allreduce(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm);
int MPI_Allreduce_init(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Alltoall(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Alltoall_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Alltoallv(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __rdispls[], MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Alltoallv_init(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __rdispls[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Alltoallw(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], const MPI_Datatype __sendtypes[], void *__recvbuf, const int __recvcounts[], const int __rdispls[], const MPI_Datatype __recvtypes[], MPI_Comm __comm);
int MPI_Alltoallw_init(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], const MPI_Datatype __sendtypes[], void *__recvbuf, const int __recvcounts[], const int __rdispls[], const MPI_Datatype __recvtypes[], MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Barrier(MPI_Comm __comm);
int MPI_Barrier_init(MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Bcast(void *__buffer, int __count, MPI_Datatype __datatype, int __root, MPI_Comm __comm);
int MPI_Bcast_init(void *__buffer, int __count, MPI_Datatype __datatype, int __root, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Exscan(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm);
int MPI_Exscan_init(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Gather(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm);
int MPI_Gather_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Gatherv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, int __root, MPI_Comm __comm);
int MPI_Gatherv_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Iallgather(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Iallgatherv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Iallreduce(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ialltoall(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ialltoallv(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __rdispls[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ialltoallw(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], const MPI_Datatype __sendtypes[], void *__recvbuf, const int __recvcounts[], const int __rdispls[], const MPI_Datatype __recvtypes[], MPI_Comm __comm, MPI_Request *__request);
int MPI_Ibarrier(MPI_Comm __comm, MPI_Request *__request);
int MPI_Ibcast(void *__buffer, int __count, MPI_Datatype __datatype, int __root, MPI_Comm __comm, MPI_Request *__request);
int MPI_Iexscan(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Request *__request);
int MPI_Igather(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Request *__request);
int MPI_Igatherv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ineighbor_allgather(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ineighbor_allgatherv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ineighbor_alltoall(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ineighbor_alltoallv(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __rdispls[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ineighbor_alltoallw(const void *__sendbuf, const int __sendcounts[], const MPI_Aint __sdispls[], const MPI_Datatype __sendtypes[], void *__recvbuf, const int __recvcounts[], const MPI_Aint __rdispls[], const MPI_Datatype __recvtypes[], MPI_Comm __comm, MPI_Request *__request);
int MPI_Ireduce(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, int __root, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ireduce_scatter(const void *__sendbuf, void *__recvbuf, const int __recvcounts[], MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Request *__request);
int MPI_Ireduce_scatter_block(const void *__sendbuf, void *__recvbuf, int __recvcount, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Request *__request);
int MPI_Iscan(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Request *__request);
int MPI_Iscatter(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Request *__request);
int MPI_Iscatterv(const void *__sendbuf, const int __sendcounts[], const int __displs[], MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Request *__request);
int MPI_Neighbor_allgather(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Neighbor_allgather_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Neighbor_allgatherv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Neighbor_allgatherv_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __displs[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Neighbor_alltoall(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Neighbor_alltoall_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Neighbor_alltoallv(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __rdispls[], MPI_Datatype __recvtype, MPI_Comm __comm);
int MPI_Neighbor_alltoallv_init(const void *__sendbuf, const int __sendcounts[], const int __sdispls[], MPI_Datatype __sendtype, void *__recvbuf, const int __recvcounts[], const int __rdispls[], MPI_Datatype __recvtype, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Neighbor_alltoallw(const void *__sendbuf, const int __sendcounts[], const MPI_Aint __sdispls[], const MPI_Datatype __sendtypes[], void *__recvbuf, const int __recvcounts[], const MPI_Aint __rdispls[], const MPI_Datatype __recvtypes[], MPI_Comm __comm);
int MPI_Neighbor_alltoallw_init(const void *__sendbuf, const int __sendcounts[], const MPI_Aint __sdispls[], const MPI_Datatype __sendtypes[], void *__recvbuf, const int __recvcounts[], const MPI_Aint __rdispls[], const MPI_Datatype __recvtypes[], MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Reduce(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, int __root, MPI_Comm __comm);
int MPI_Reduce_init(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, int __root, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Reduce_local(const void *__inbuf, void *__inoutbuf, int __count, MPI_Datatype __datatype, MPI_Op __op);
int MPI_Reduce_scatter(const void *__sendbuf, void *__recvbuf, const int __recvcounts[], MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm);
int MPI_Reduce_scatter_block(const void *__sendbuf, void *__recvbuf, int __recvcount, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm);
int MPI_Reduce_scatter_block_init(const void *__sendbuf, void *__recvbuf, int __recvcount, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Reduce_scatter_init(const void *__sendbuf, void *__recvbuf, const int __recvcounts[], MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Scan(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm);
int MPI_Scan_init(const void *__sendbuf, void *__recvbuf, int __count, MPI_Datatype __datatype, MPI_Op __op, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Scatter(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm);
int MPI_Scatter_init(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Scatterv(const void *__sendbuf, const int __sendcounts[], const int __displs[], MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm);
int MPI_Scatterv_init(const void *__sendbuf, const int __sendcounts[], const int __displs[], MPI_Datatype __sendtype, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __root, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Comm_compare(MPI_Comm __comm1, MPI_Comm __comm2, int *__result);
int MPI_Comm_create(MPI_Comm __comm, MPI_Group __group, MPI_Comm *__newcomm);
int MPI_Comm_create_group(MPI_Comm __comm, MPI_Group __group, int __tag, MPI_Comm *__newcomm);
int MPI_Comm_dup(MPI_Comm __comm, MPI_Comm *__newcomm);
int MPI_Comm_dup_with_info(MPI_Comm __comm, MPI_Info __info, MPI_Comm *__newcomm);
int MPI_Comm_free(MPI_Comm *__comm);
int MPI_Comm_get_info(MPI_Comm __comm, MPI_Info *__info_used);
int MPI_Comm_get_name(MPI_Comm __comm, char *__comm_name, int *__resultlen);
int MPI_Comm_group(MPI_Comm __comm, MPI_Group *__group);
int MPI_Comm_idup(MPI_Comm __comm, MPI_Comm *__newcomm, MPI_Request *__request);
int MPI_Comm_idup_with_info(MPI_Comm __comm, MPI_Info __info, MPI_Comm *__newcomm, MPI_Request *__request);
int MPI_Comm_rank(MPI_Comm __comm, int *__rank);
int MPI_Comm_remote_group(MPI_Comm __comm, MPI_Group *__group);
int MPI_Comm_remote_size(MPI_Comm __comm, int *__size);
int MPI_Comm_set_info(MPI_Comm __comm, MPI_Info __info);
int MPI_Comm_set_name(MPI_Comm __comm, const char *__comm_name);
int MPI_Comm_size(MPI_Comm __comm, int *__size);
int MPI_Comm_split(MPI_Comm __comm, int __color, int __key, MPI_Comm *__newcomm);
int MPI_Comm_split_type(MPI_Comm __comm, int __split_type, int __key, MPI_Info __info, MPI_Comm *__newcomm);
int MPI_Comm_test_inter(MPI_Comm __comm, int *__flag);
int MPI_Intercomm_create(MPI_Comm __local_comm, int __local_leader, MPI_Comm __peer_comm, int __remote_leader, int __tag, MPI_Comm *__newintercomm);
int MPI_Intercomm_create_from_groups(MPI_Group __local_group, int __local_leader, MPI_Group __remote_group, int __remote_leader, const char *__stringtag, MPI_Info __info, MPI_Errhandler __errhandler, MPI_Comm *__newintercomm);
int MPI_Intercomm_merge(MPI_Comm __intercomm, int __high, MPI_Comm *__newintracomm);
int MPI_Get_address(const void *__location, MPI_Aint *__address);
int MPI_Get_count(const MPI_Status *__status, MPI_Datatype __datatype, int *__count);
int MPI_Get_elements(const MPI_Status *__status, MPI_Datatype __datatype, int *__count);
int MPI_Get_elements_x(const MPI_Status *__status, MPI_Datatype __datatype, MPI_Count *__count);
int MPI_Pack(const void *__inbuf, int __incount, MPI_Datatype __datatype, void *__outbuf, int __outsize, int *__position, MPI_Comm __comm);
int MPI_Pack_external(const char *__datarep, const void *__inbuf, int __incount, MPI_Datatype __datatype, void *__outbuf, MPI_Aint __outsize, MPI_Aint *__position);
int MPI_Pack_external_size(const char *__datarep, int __incount, MPI_Datatype __datatype, MPI_Aint *__size);
int MPI_Pack_size(int __incount, MPI_Datatype __datatype, MPI_Comm __comm, int *__size);
int MPI_Status_set_elements(MPI_Status *__status, MPI_Datatype __datatype, int __count);
int MPI_Status_set_elements_x(MPI_Status *__status, MPI_Datatype __datatype, MPI_Count __count);
int MPI_Type_commit(MPI_Datatype *__datatype);
int MPI_Type_contiguous(int __count, MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_create_darray(int __size, int __rank, int __ndims, const int __array_of_gsizes[], const int __array_of_distribs[], const int __array_of_dargs[], const int __array_of_psizes[], int __order, MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_create_hindexed(int __count, const int __array_of_blocklengths[], const MPI_Aint __array_of_displacements[], MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_create_hindexed_block(int __count, int __blocklength, const MPI_Aint __array_of_displacements[], MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_create_hvector(int __count, int __blocklength, MPI_Aint __stride, MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_create_indexed_block(int __count, int __blocklength, const int __array_of_displacements[], MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_create_resized(MPI_Datatype __oldtype, MPI_Aint __lb, MPI_Aint __extent, MPI_Datatype *__newtype);
int MPI_Type_create_struct(int __count, const int __array_of_blocklengths[], const MPI_Aint __array_of_displacements[], const MPI_Datatype __array_of_types[], MPI_Datatype *__newtype);
int MPI_Type_create_subarray(int __ndims, const int __array_of_sizes[], const int __array_of_subsizes[], const int __array_of_starts[], int __order, MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_dup(MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_free(MPI_Datatype *__datatype);
int MPI_Type_get_contents(MPI_Datatype __datatype, int __max_integers, int __max_addresses, int __max_datatypes, int __array_of_integers[], MPI_Aint __array_of_addresses[], MPI_Datatype __array_of_datatypes[]);
int MPI_Type_get_envelope(MPI_Datatype __datatype, int *__num_integers, int *__num_addresses, int *__num_datatypes, int *__combiner);
int MPI_Type_get_extent(MPI_Datatype __datatype, MPI_Aint *__lb, MPI_Aint *__extent);
int MPI_Type_get_extent_x(MPI_Datatype __datatype, MPI_Count *__lb, MPI_Count *__extent);
int MPI_Type_get_name(MPI_Datatype __datatype, char *__type_name, int *__resultlen);
int MPI_Type_get_true_extent(MPI_Datatype __datatype, MPI_Aint *__true_lb, MPI_Aint *__true_extent);
int MPI_Type_get_true_extent_x(MPI_Datatype __datatype, MPI_Count *__true_lb, MPI_Count *__true_extent);
int MPI_Type_indexed(int __count, const int __array_of_blocklengths[], const int __array_of_displacements[], MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_match_size(int __typeclass, int __size, MPI_Datatype *__datatype);
int MPI_Type_set_name(MPI_Datatype __datatype, const char *__type_name);
int MPI_Type_size(MPI_Datatype __datatype, int *__size);
int MPI_Type_size_x(MPI_Datatype __datatype, MPI_Count *__size);
int MPI_Type_vector(int __count, int __blocklength, int __stride, MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Unpack(const void *__inbuf, int __insize, int *__position, void *__outbuf, int __outcount, MPI_Datatype __datatype, MPI_Comm __comm);
int MPI_Unpack_external(const char __datarep[], const void *__inbuf, MPI_Aint __insize, MPI_Aint *__position, void *__outbuf, int __outcount, MPI_Datatype __datatype);
int MPI_Address(void *__location, MPI_Aint *__address);
int MPI_Type_extent(MPI_Datatype __datatype, MPI_Aint *__extent);
int MPI_Type_lb(MPI_Datatype __datatype, MPI_Aint *__displacement);
int MPI_Type_ub(MPI_Datatype __datatype, MPI_Aint *__displacement);
int MPI_Type_hindexed(int __count, int __array_of_blocklengths[], MPI_Aint __array_of_displacements[], MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_hvector(int __count, int __blocklength, MPI_Aint __stride, MPI_Datatype __oldtype, MPI_Datatype *__newtype);
int MPI_Type_struct(int __count, int __array_of_blocklengths[], MPI_Aint __array_of_displacements[], MPI_Datatype __array_of_types[], MPI_Datatype *__newtype);
int MPI_Add_error_class(int *__errorclass);
int MPI_Add_error_code(int __errorclass, int *__errorcode);
int MPI_Add_error_string(int __errorcode, const char *__string);
int MPIX_Delete_error_class(int __errorclass);
int MPIX_Delete_error_code(int __errorcode);
int MPIX_Delete_error_string(int __errorcode);
int MPI_Comm_call_errhandler(MPI_Comm __comm, int __errorcode);
int MPI_Comm_create_errhandler(MPI_Comm_errhandler_function *__comm_errhandler_fn, MPI_Errhandler *__errhandler);
int MPI_Comm_get_errhandler(MPI_Comm __comm, MPI_Errhandler *__errhandler);
int MPI_Comm_set_errhandler(MPI_Comm __comm, MPI_Errhandler __errhandler);
int MPI_Errhandler_free(MPI_Errhandler *__errhandler);
int MPI_Error_class(int __errorcode, int *__errorclass);
int MPI_Error_string(int __errorcode, char *__string, int *__resultlen);
int MPI_Session_call_errhandler(MPI_Session __session, int __errorcode);
int MPI_Session_create_errhandler(MPI_Session_errhandler_function *__session_errhandler_fn, MPI_Errhandler *__errhandler);
int MPI_Session_get_errhandler(MPI_Session __session, MPI_Errhandler *__errhandler);
int MPI_Session_set_errhandler(MPI_Session __session, MPI_Errhandler __errhandler);
int MPI_Win_call_errhandler(MPI_Win __win, int __errorcode);
int MPI_Win_create_errhandler(MPI_Win_errhandler_function *__win_errhandler_fn, MPI_Errhandler *__errhandler);
int MPI_Win_get_errhandler(MPI_Win __win, MPI_Errhandler *__errhandler);
int MPI_Win_set_errhandler(MPI_Win __win, MPI_Errhandler __errhandler);
int MPI_Errhandler_create(MPI_Comm_errhandler_function *__comm_errhandler_fn, MPI_Errhandler *__errhandler);
int MPI_Errhandler_get(MPI_Comm __comm, MPI_Errhandler *__errhandler);
int MPI_Errhandler_set(MPI_Comm __comm, MPI_Errhandler __errhandler);
int MPI_Group_compare(MPI_Group __group1, MPI_Group __group2, int *__result);
int MPI_Group_difference(MPI_Group __group1, MPI_Group __group2, MPI_Group *__newgroup);
int MPI_Group_excl(MPI_Group __group, int __n, const int __ranks[], MPI_Group *__newgroup);
int MPI_Group_free(MPI_Group *__group);
int MPI_Group_incl(MPI_Group __group, int __n, const int __ranks[], MPI_Group *__newgroup);
int MPI_Group_intersection(MPI_Group __group1, MPI_Group __group2, MPI_Group *__newgroup);
int MPI_Group_range_excl(MPI_Group __group, int __n, int __ranges[][3], MPI_Group *__newgroup);
int MPI_Group_range_incl(MPI_Group __group, int __n, int __ranges[][3], MPI_Group *__newgroup);
int MPI_Group_rank(MPI_Group __group, int *__rank);
int MPI_Group_size(MPI_Group __group, int *__size);
int MPI_Group_translate_ranks(MPI_Group __group1, int __n, const int __ranks1[], MPI_Group __group2, int __ranks2[]);
int MPI_Group_union(MPI_Group __group1, MPI_Group __group2, MPI_Group *__newgroup);
int MPI_Info_create(MPI_Info *__info);
int MPI_Info_create_env(int __argc, char *__argv[], MPI_Info *__info);
int MPI_Info_delete(MPI_Info __info, const char *__key);
int MPI_Info_dup(MPI_Info __info, MPI_Info *__newinfo);
int MPI_Info_free(MPI_Info *__info);
int MPI_Info_get(MPI_Info __info, const char *__key, int __valuelen, char *__value, int *__flag);
int MPI_Info_get_nkeys(MPI_Info __info, int *__nkeys);
int MPI_Info_get_nthkey(MPI_Info __info, int __n, char *__key);
int MPI_Info_get_string(MPI_Info __info, const char *__key, int *__buflen, char *__value, int *__flag);
int MPI_Info_get_valuelen(MPI_Info __info, const char *__key, int *__valuelen, int *__flag);
int MPI_Info_set(MPI_Info __info, const char *__key, const char *__value);
int MPI_Abort(MPI_Comm __comm, int __errorcode);
int MPI_Comm_create_from_group(MPI_Group __group, const char *__stringtag, MPI_Info __info, MPI_Errhandler __errhandler, MPI_Comm *__newcomm);
int MPI_Finalize(void);
int MPI_Finalized(int *__flag);
int MPI_Group_from_session_pset(MPI_Session __session, const char *__pset_name, MPI_Group *__newgroup);
int MPI_Init(int *__argc, char ***__argv);
int MPI_Init_thread(int *__argc, char ***__argv, int __required, int *__provided);
int MPI_Initialized(int *__flag);
int MPI_Is_thread_main(int *__flag);
int MPI_Query_thread(int *__provided);
int MPI_Session_finalize(MPI_Session *__session);
int MPI_Session_get_info(MPI_Session __session, MPI_Info *__info_used);
int MPI_Session_get_nth_pset(MPI_Session __session, MPI_Info __info, int __n, int *__pset_len, char *__pset_name);
int MPI_Session_get_num_psets(MPI_Session __session, MPI_Info __info, int *__npset_names);
int MPI_Session_get_pset_info(MPI_Session __session, const char *__pset_name, MPI_Info *__info);
int MPI_Session_init(MPI_Info __info, MPI_Errhandler __errhandler, MPI_Session *__session);
MPI_Aint MPI_Aint_add(MPI_Aint __base, MPI_Aint __disp);
MPI_Aint MPI_Aint_diff(MPI_Aint __addr1, MPI_Aint __addr2);
int MPI_Get_library_version(char *__version, int *__resultlen);
int MPI_Get_processor_name(char *__name, int *__resultlen);
int MPI_Get_version(int *__version, int *__subversion);
int MPI_Pcontrol(const int __level, ...);
int MPI_Op_commutative(MPI_Op __op, int *__commute);
int MPI_Op_create(MPI_User_function *__user_fn, int __commute, MPI_Op *__op);
int MPI_Op_free(MPI_Op *__op);
int MPI_Parrived(MPI_Request __request, int __partition, int *__flag);
int MPI_Pready(int __partition, MPI_Request __request);
int MPI_Pready_list(int __length, int __array_of_partitions[], MPI_Request __request);
int MPI_Pready_range(int __partition_low, int __partition_high, MPI_Request __request);
int MPI_Precv_init(void *__buf, int __partitions, MPI_Count __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Psend_init(const void *__buf, int __partitions, MPI_Count __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Info __info, MPI_Request *__request);
int MPI_Bsend(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm);
int MPI_Bsend_init(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Buffer_attach(void *__buffer, int __size);
int MPI_Buffer_detach(void *__buffer_addr, int *__size);
int MPI_Ibsend(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Improbe(int __source, int __tag, MPI_Comm __comm, int *__flag, MPI_Message *__message, MPI_Status *__status);
int MPI_Imrecv(void *__buf, int __count, MPI_Datatype __datatype, MPI_Message *__message, MPI_Request *__request);
int MPI_Iprobe(int __source, int __tag, MPI_Comm __comm, int *__flag, MPI_Status *__status);
int MPI_Irecv(void *__buf, int __count, MPI_Datatype __datatype, int __source, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Irsend(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Isend(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Isendrecv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, int __dest, int __sendtag, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __source, int __recvtag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Isendrecv_replace(void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __sendtag, int __source, int __recvtag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Issend(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Mprobe(int __source, int __tag, MPI_Comm __comm, MPI_Message *__message, MPI_Status *__status);
int MPI_Mrecv(void *__buf, int __count, MPI_Datatype __datatype, MPI_Message *__message, MPI_Status *__status);
int MPI_Probe(int __source, int __tag, MPI_Comm __comm, MPI_Status *__status);
int MPI_Recv(void *__buf, int __count, MPI_Datatype __datatype, int __source, int __tag, MPI_Comm __comm, MPI_Status *__status);
int MPI_Recv_init(void *__buf, int __count, MPI_Datatype __datatype, int __source, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Rsend(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm);
int MPI_Rsend_init(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Send(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm);
int MPI_Send_init(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Sendrecv(const void *__sendbuf, int __sendcount, MPI_Datatype __sendtype, int __dest, int __sendtag, void *__recvbuf, int __recvcount, MPI_Datatype __recvtype, int __source, int __recvtag, MPI_Comm __comm, MPI_Status *__status);
int MPI_Sendrecv_replace(void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __sendtag, int __source, int __recvtag, MPI_Comm __comm, MPI_Status *__status);
int MPI_Ssend(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm);
int MPI_Ssend_init(const void *__buf, int __count, MPI_Datatype __datatype, int __dest, int __tag, MPI_Comm __comm, MPI_Request *__request);
int MPI_Cancel(MPI_Request *__request);
int MPI_Grequest_complete(MPI_Request __request);
int MPI_Grequest_start(MPI_Grequest_query_function *__query_fn, MPI_Grequest_free_function *__free_fn, MPI_Grequest_cancel_function *__cancel_fn, void *__extra_state, MPI_Request *__request);
int MPI_Request_free(MPI_Request *__request);
int MPI_Request_get_status(MPI_Request __request, int *__flag, MPI_Status *__status);
int MPI_Start(MPI_Request *__request);
int MPI_Startall(int __count, MPI_Request __array_of_requests[]);
int MPI_Status_set_cancelled(MPI_Status *__status, int __flag);
int MPI_Test(MPI_Request *__request, int *__flag, MPI_Status *__status);
int MPI_Test_cancelled(const MPI_Status *__status, int *__flag);
int MPI_Testall(int __count, MPI_Request __array_of_requests[], int *__flag, MPI_Status __array_of_statuses[]);
int MPI_Testany(int __count, MPI_Request __array_of_requests[], int *__indx, int *__flag, MPI_Status *__status);
int MPI_Testsome(int __incount, MPI_Request __array_of_requests[], int *__outcount, int __array_of_indices[], MPI_Status __array_of_statuses[]);
int MPI_Wait(MPI_Request *__request, MPI_Status *__status);
int MPI_Waitall(int __count, MPI_Request __array_of_requests[], MPI_Status __array_of_statuses[]);
int MPI_Waitany(int __count, MPI_Request __array_of_requests[], int *__indx, MPI_Status *__status);
int MPI_Waitsome(int __incount, MPI_Request __array_of_requests[], int *__outcount, int __array_of_indices[], MPI_Status __array_of_statuses[]);
int MPI_Accumulate(const void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Op __op, MPI_Win __win);
int MPI_Alloc_mem(MPI_Aint __size, MPI_Info __info, void *__baseptr);
int MPI_Compare_and_swap(const void *__origin_addr, const void *__compare_addr, void *__result_addr, MPI_Datatype __datatype, int __target_rank, MPI_Aint __target_disp, MPI_Win __win);
int MPI_Fetch_and_op(const void *__origin_addr, void *__result_addr, MPI_Datatype __datatype, int __target_rank, MPI_Aint __target_disp, MPI_Op __op, MPI_Win __win);
int MPI_Free_mem(void *__base);
int MPI_Get(void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Win __win);
int MPI_Get_accumulate(const void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, void *__result_addr, int __result_count, MPI_Datatype __result_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Op __op, MPI_Win __win);
int MPI_Put(const void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Win __win);
int MPI_Raccumulate(const void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Op __op, MPI_Win __win, MPI_Request *__request);
int MPI_Rget(void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Win __win, MPI_Request *__request);
int MPI_Rget_accumulate(const void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, void *__result_addr, int __result_count, MPI_Datatype __result_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Op __op, MPI_Win __win, MPI_Request *__request);
int MPI_Rput(const void *__origin_addr, int __origin_count, MPI_Datatype __origin_datatype, int __target_rank, MPI_Aint __target_disp, int __target_count, MPI_Datatype __target_datatype, MPI_Win __win, MPI_Request *__request);
int MPI_Win_allocate(MPI_Aint __size, int __disp_unit, MPI_Info __info, MPI_Comm __comm, void *__baseptr, MPI_Win *__win);
int MPI_Win_allocate_shared(MPI_Aint __size, int __disp_unit, MPI_Info __info, MPI_Comm __comm, void *__baseptr, MPI_Win *__win);
int MPI_Win_attach(MPI_Win __win, void *__base, MPI_Aint __size);
int MPI_Win_complete(MPI_Win __win);
int MPI_Win_create(void *__base, MPI_Aint __size, int __disp_unit, MPI_Info __info, MPI_Comm __comm, MPI_Win *__win);
int MPI_Win_create_dynamic(MPI_Info __info, MPI_Comm __comm, MPI_Win *__win);
int MPI_Win_detach(MPI_Win __win, const void *__base);
int MPI_Win_fence(int __assert, MPI_Win __win);
int MPI_Win_flush(int __rank, MPI_Win __win);
int MPI_Win_flush_all(MPI_Win __win);
int MPI_Win_flush_local(int __rank, MPI_Win __win);
int MPI_Win_flush_local_all(MPI_Win __win);
int MPI_Win_free(MPI_Win *__win);
int MPI_Win_get_group(MPI_Win __win, MPI_Group *__group);
int MPI_Win_get_info(MPI_Win __win, MPI_Info *__info_used);
int MPI_Win_get_name(MPI_Win __win, char *__win_name, int *__resultlen);
int MPI_Win_lock(int __lock_type, int __rank, int __assert, MPI_Win __win);
int MPI_Win_lock_all(int __assert, MPI_Win __win);
int MPI_Win_post(MPI_Group __group, int __assert, MPI_Win __win);
int MPI_Win_set_info(MPI_Win __win, MPI_Info __info);
int MPI_Win_set_name(MPI_Win __win, const char *__win_name);
int MPI_Win_shared_query(MPI_Win __win, int __rank, MPI_Aint *__size, int *__disp_unit, void *__baseptr);
int MPI_Win_start(MPI_Group __group, int __assert, MPI_Win __win);
int MPI_Win_sync(MPI_Win __win);
int MPI_Win_test(MPI_Win __win, int *__flag);
int MPI_Win_unlock(int __rank, MPI_Win __win);
int MPI_Win_unlock_all(MPI_Win __win);
int MPI_Win_wait(MPI_Win __win);
int MPI_Close_port(const char *__port_name);
int MPI_Comm_accept(const char *__port_name, MPI_Info __info, int __root, MPI_Comm __comm, MPI_Comm *__newcomm);
int MPI_Comm_connect(const char *__port_name, MPI_Info __info, int __root, MPI_Comm __comm, MPI_Comm *__newcomm);
int MPI_Comm_disconnect(MPI_Comm *__comm);
int MPI_Comm_get_parent(MPI_Comm *__parent);
int MPI_Comm_join(int __fd, MPI_Comm *__intercomm);
int MPI_Comm_spawn(const char *__command, char *__argv[], int __maxprocs, MPI_Info __info, int __root, MPI_Comm __comm, MPI_Comm *__intercomm, int __array_of_errcodes[]);
int MPI_Comm_spawn_multiple(int __count, char *__array_of_commands[], char **__array_of_argv[], const int __array_of_maxprocs[], const MPI_Info __array_of_info[], int __root, MPI_Comm __comm, MPI_Comm *__intercomm, int __array_of_errcodes[]);
int MPI_Lookup_name(const char *__service_name, MPI_Info __info, char *__port_name);
int MPI_Open_port(MPI_Info __info, char *__port_name);
int MPI_Publish_name(const char *__service_name, MPI_Info __info, const char *__port_name);
int MPI_Unpublish_name(const char *__service_name, MPI_Info __info, const char *__port_name);
double MPI_Wtick(void);
double MPI_Wtime(void);
int MPI_Cart_coords(MPI_Comm __comm, int __rank, int __maxdims, int __coords[]);
int MPI_Cart_create(MPI_Comm __comm_old, int __ndims, const int __dims[], const int __periods[], int __reorder, MPI_Comm *__comm_cart);
int MPI_Cart_get(MPI_Comm __comm, int __maxdims, int __dims[], int __periods[], int __coords[]);
int MPI_Cart_map(MPI_Comm __comm, int __ndims, const int __dims[], const int __periods[], int *__newrank);
int MPI_Cart_rank(MPI_Comm __comm, const int __coords[], int *__rank);
int MPI_Cart_shift(MPI_Comm __comm, int __direction, int __disp, int *__rank_source, int *__rank_dest);
int MPI_Cart_sub(MPI_Comm __comm, const int __remain_dims[], MPI_Comm *__newcomm);
int MPI_Cartdim_get(MPI_Comm __comm, int *__ndims);
int MPI_Dims_create(int __nnodes, int __ndims, int __dims[]);
int MPI_Dist_graph_create(MPI_Comm __comm_old, int __n, const int __sources[], const int __degrees[], const int __destinations[], const int __weights[], MPI_Info __info, int __reorder, MPI_Comm *__comm_dist_graph);
int MPI_Dist_graph_create_adjacent(MPI_Comm __comm_old, int __indegree, const int __sources[], const int __sourceweights[], int __outdegree, const int __destinations[], const int __destweights[], MPI_Info __info, int __reorder, MPI_Comm *__comm_dist_graph);
int MPI_Dist_graph_neighbors(MPI_Comm __comm, int __maxindegree, int __sources[], int __sourceweights[], int __maxoutdegree, int __destinations[], int __destweights[]);
int MPI_Dist_graph_neighbors_count(MPI_Comm __comm, int *__indegree, int *__outdegree, int *__weighted);
int MPI_Graph_create(MPI_Comm __comm_old, int __nnodes, const int __indx[], const int __edges[], int __reorder, MPI_Comm *__comm_graph);
int MPI_Graph_get(MPI_Comm __comm, int __maxindex, int __maxedges, int __indx[], int __edges[]);
int MPI_Graph_map(MPI_Comm __comm, int __nnodes, const int __indx[], const int __edges[], int *__newrank);
int MPI_Graph_neighbors(MPI_Comm __comm, int __rank, int __maxneighbors, int __neighbors[]);
int MPI_Graph_neighbors_count(MPI_Comm __comm, int __rank, int *__nneighbors);
int MPI_Graphdims_get(MPI_Comm __comm, int *__nnodes, int *__nedges);
int MPI_Topo_test(MPI_Comm __comm, int *__status);

int MPI_Status_c2f(const MPI_Status *__c_status, MPI_Fint *__f_status);
int MPI_Status_f2c(const MPI_Fint *__f_status, MPI_Status *__c_status);
int MPI_Status_f082c(const MPI_F08_status *__f08_status, MPI_Status *__c_status);
int MPI_Status_c2f08(const MPI_Status *__c_status, MPI_F08_status *__f08_status);
int MPI_Status_f082f(const MPI_F08_status *__f08_status, MPI_Fint *__f_status);
int MPI_Status_f2f08(const MPI_Fint *__f_status, MPI_F08_status *__f08_status);

#include <mpi_large_count.h>
#include <mpi_t.h>
#include <mpio.h>

/* QMPI (MPI 4.0's tool interface as MPICH 4.0.2 declares it). Debian's MPICH is built without
 * --enable-qmpi: each function returns MPI_ERR_UNSUPPORTED_OPERATION, and no tool is loaded. */
typedef struct {
    void **storage_stack;
} QMPI_Context;
#define QMPI_MAX_TOOL_NAME_LENGTH 256
#include <mpi_proto.h>
int QMPI_Register_tool_name(const char *__tool_name, void (*__init_function_ptr)(int __tool_id));
int QMPI_Register_tool_storage(int __tool_id, void *__tool_storage);
int QMPI_Register_function(int __calling_tool_id, enum QMPI_Functions_enum __function_enum, void (*__function_ptr)(void));
int QMPI_Get_function(int __calling_tool_id, enum QMPI_Functions_enum __function_enum, void (**__function_ptr)(void), int *__next_tool_id);
int QMPI_Get_tool_storage(QMPI_Context __context, int __tool_id, void **__storage);
int QMPI_Get_calling_address(QMPI_Context __context, void **__address);

#endif /* MPI_INCLUDED */
