/* Built-in <mpio.h>: MPICH 4.0.2's MPI-IO interface (ROMIO's), included by <mpi.h> as MPICH's is. */
#ifndef MPIO_INCLUDE
#define MPIO_INCLUDE 1
#include <mpi.h>
#define MPI_MODE_RDONLY 2
#define MPI_MODE_RDWR 8
#define MPI_MODE_WRONLY 4
#define MPI_MODE_CREATE 1
#define MPI_MODE_EXCL 64
#define MPI_MODE_DELETE_ON_CLOSE 16
#define MPI_MODE_UNIQUE_OPEN 32
#define MPI_MODE_APPEND 128
#define MPI_MODE_SEQUENTIAL 256
#define MPI_DISPLACEMENT_CURRENT -54278278
#define MPIO_REQUEST_NULL ((MPIO_Request)0)
#define MPI_SEEK_SET 600
#define MPI_SEEK_CUR 602
#define MPI_SEEK_END 604
#define MPI_MAX_DATAREP_STRING 128
typedef MPI_Request MPIO_Request;
typedef int (MPI_Datarep_conversion_function_c)(void *, MPI_Datatype, MPI_Count, void *, MPI_Offset, void *);
int MPI_File_create_errhandler(MPI_File_errhandler_function *__file_errhandler_fn, MPI_Errhandler *__errhandler);
int MPI_File_call_errhandler(MPI_File __fh, int __errorcode);
int MPI_File_set_errhandler(MPI_File __file, MPI_Errhandler __errhandler);
#define MPIO_Test MPI_Test
#define MPIO_Wait MPI_Wait
#define MPIO_USES_MPI_REQUEST
int MPI_File_open(MPI_Comm __comm, const char *__filename, int __amode, MPI_Info __info, MPI_File *__fh);
int MPI_File_close(MPI_File *__fh);
int MPI_File_delete(const char *__filename, MPI_Info __info);
int MPI_File_set_size(MPI_File __fh, MPI_Offset __size);
int MPI_File_preallocate(MPI_File __fh, MPI_Offset __size);
int MPI_File_get_size(MPI_File __fh, MPI_Offset *__size);
int MPI_File_get_group(MPI_File __fh, MPI_Group *__group);
int MPI_File_get_amode(MPI_File __fh, int *__amode);
int MPI_File_set_info(MPI_File __fh, MPI_Info __info);
int MPI_File_get_info(MPI_File __fh, MPI_Info *__info_used);
int MPI_File_set_view(MPI_File __fh, MPI_Offset __disp, MPI_Datatype __etype, MPI_Datatype __filetype, const char *__datarep, MPI_Info __info);
int MPI_File_get_view(MPI_File __fh, MPI_Offset *__disp, MPI_Datatype *__etype, MPI_Datatype *__filetype, char *__datarep);
int MPI_File_read_at(MPI_File __fh, MPI_Offset __offset, void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_read_at_all(MPI_File __fh, MPI_Offset __offset, void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_at(MPI_File __fh, MPI_Offset __offset, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_at_all(MPI_File __fh, MPI_Offset __offset, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_iread_at(MPI_File __fh, MPI_Offset __offset, void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_at(MPI_File __fh, MPI_Offset __offset, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_read(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_read_all(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_all(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_iread(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_seek(MPI_File __fh, MPI_Offset __offset, int __whence);
int MPI_File_get_position(MPI_File __fh, MPI_Offset *__offset);
int MPI_File_get_byte_offset(MPI_File __fh, MPI_Offset __offset, MPI_Offset *__disp);
int MPI_File_read_shared(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_shared(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_iread_shared(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_shared(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_read_ordered(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_ordered(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_seek_shared(MPI_File __fh, MPI_Offset __offset, int __whence);
int MPI_File_get_position_shared(MPI_File __fh, MPI_Offset *__offset);
int MPI_File_read_at_all_begin(MPI_File __fh, MPI_Offset __offset, void *__buf, int __count, MPI_Datatype __datatype);
int MPI_File_read_at_all_end(MPI_File __fh, void *__buf, MPI_Status *__status);
int MPI_File_write_at_all_begin(MPI_File __fh, MPI_Offset __offset, const void *__buf, int __count, MPI_Datatype __datatype);
int MPI_File_write_at_all_end(MPI_File __fh, const void *__buf, MPI_Status *__status);
int MPI_File_read_all_begin(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype);
int MPI_File_read_all_end(MPI_File __fh, void *__buf, MPI_Status *__status);
int MPI_File_write_all_begin(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype);
int MPI_File_write_all_end(MPI_File __fh, const void *__buf, MPI_Status *__status);
int MPI_File_read_ordered_begin(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype);
int MPI_File_read_ordered_end(MPI_File __fh, void *__buf, MPI_Status *__status);
int MPI_File_write_ordered_begin(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype);
int MPI_File_write_ordered_end(MPI_File __fh, const void *__buf, MPI_Status *__status);
int MPI_File_get_type_extent(MPI_File __fh, MPI_Datatype __datatype, MPI_Aint *__extent);
int MPI_Register_datarep(const char *__datarep, MPI_Datarep_conversion_function *__read_conversion_fn, MPI_Datarep_conversion_function *__write_conversion_fn, MPI_Datarep_extent_function *__dtype_file_extent_fn, void *__extra_state);
int MPI_File_set_atomicity(MPI_File __fh, int __flag);
int MPI_File_get_atomicity(MPI_File __fh, int *__flag);
int MPI_File_sync(MPI_File __fh);
int MPI_File_get_errhandler(MPI_File __file, MPI_Errhandler *__errhandler);
int MPI_File_iwrite_at_all(MPI_File __fh, MPI_Offset __offset, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iread_all(MPI_File __fh, void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_all(MPI_File __fh, const void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_read_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_read_all_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_read_all_begin_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype);
int MPI_File_read_at_c(MPI_File __fh, MPI_Offset __offset, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_read_at_all_c(MPI_File __fh, MPI_Offset __offset, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_read_at_all_begin_c(MPI_File __fh, MPI_Offset __offset, void *__buf, MPI_Count __count, MPI_Datatype __datatype);
int MPI_File_read_ordered_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_read_ordered_begin_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype);
int MPI_File_read_shared_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_all_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_all_begin_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype);
int MPI_File_write_at_c(MPI_File __fh, MPI_Offset __offset, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_at_all_c(MPI_File __fh, MPI_Offset __offset, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_at_all_begin_c(MPI_File __fh, MPI_Offset __offset, const void *__buf, MPI_Count __count, MPI_Datatype __datatype);
int MPI_File_write_ordered_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_write_ordered_begin_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype);
int MPI_File_write_shared_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Status *__status);
int MPI_File_iread_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iread_all_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iread_at_c(MPI_File __fh, MPI_Offset __offset, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iread_at_all_c(MPI_File __fh, MPI_Offset __offset, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iread_shared_c(MPI_File __fh, void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_all_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_at_c(MPI_File __fh, MPI_Offset __offset, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_at_all_c(MPI_File __fh, MPI_Offset __offset, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_iwrite_shared_c(MPI_File __fh, const void *__buf, MPI_Count __count, MPI_Datatype __datatype, MPI_Request *__request);
int MPI_File_get_type_extent_c(MPI_File __fh, MPI_Datatype __datatype, MPI_Count *__extent);
int MPI_Register_datarep_c(const char *__datarep, MPI_Datarep_conversion_function_c *__read_conversion_fn, MPI_Datarep_conversion_function_c *__write_conversion_fn, MPI_Datarep_extent_function *__dtype_file_extent_fn, void *__extra_state);
MPI_File MPI_File_f2c(MPI_Fint __file);
MPI_Fint MPI_File_c2f(MPI_File __file);
int MPI_File_iread_at_all(MPI_File __fh, MPI_Offset __offset, void *__buf, int __count, MPI_Datatype __datatype, MPI_Request *__request);
#endif
