// =============================================================================================
// 3. Messages (defmsg.h of the 4.0.2 library, for the messages mpisim raises)

interface MessageEntry {
  /** Index in generic_err_msgs (what the code's bits 8-18 hold, minus one). */
  genericIndex: number;
  genericText: string;
  /** Specific forms: "%d %d" parameter list -> format. */
  specific: Map<string, string>;
}

let messageTable: Map<string, MessageEntry> | undefined;
export function messages(): Map<string, MessageEntry> {
  if (messageTable) return messageTable;
  const t = new Map<string, MessageEntry>();
  for (const line of MESSAGE_DATA.split('\n')) {
    if (!line) continue;
    const [key, gi, gtext, params, fmt] = line.split('|');
    let e = t.get(key);
    if (!e) {
      e = { genericIndex: Number(gi), genericText: gtext, specific: new Map() };
      t.set(key, e);
    }
    if (params || fmt) e.specific.set(params, fmt);
  }
  messageTable = t;
  return t;
}

/** A message of MPICH's tables by short name ("rank", "countneg", ...; without the "**"). */
export function mpichMessage(key: string): { genericIndex: number; genericText: string; formats: ReadonlyMap<string, string> } | undefined {
  const e = messages().get(key);
  return e && { genericIndex: e.genericIndex, genericText: e.genericText, formats: e.specific };
}

// =============================================================================================
// Data: MPICH 4.0.2

/**
 * Messages: short name | generic index | generic text | specific parameters | specific format.
 * From generic_err_msgs / specific_err_msgs of libmpich.so.12.2.2 (MPICH 4.0.2, Debian), the
 * subset mpisim raises. Trailing spaces are MPICH's.
 */
const MESSAGE_DATA = `
nullptr|766|Null pointer|%s|Null pointer in parameter %s
argneg|6|Invalid argument; must be non-negative|%s %d|Invalid value for %s, must be non-negative but is %d
partitioninvalid|843| Invalid partition|%d| Invalid partition, value is %d 
partitioninvalid|843| Invalid partition|%d %d| Invalid partition range, values are %d %d
requestinvalidparrived|907| Invalid or inactive partitioned receive request passed to MPI_Parrived.||
requestinvalidpready|908| Invalid or inactive partitioned send request passed to MPI_Pready, MPI_Pready_range or MPI_Pready_list.||
argnonpos|7|Invalid argument; must be positive|%s %d|Invalid value for %s; must be positive but is %d
bufalias|28|Buffers must not be aliased||
request_invalid_kind|906|The supplied request was invalid|%d|The supplied request was invalid (kind=%d)
request_invalid_kind|906|The supplied request was invalid|%d %d|The supplied request in array element %d was invalid (kind=%d)
request|905|Invalid MPI_Request|%d|Invalid MPI_Request in array element %d (from 0)
commnotintra|106|An intracommunicator is required but an intercommunicator was provided.||
errhandlernull|148|Null errhandler ||
errhandler|147|Invalid errhandler||
infonull|206|Null MPI_Info ||
infokeynull|202|Null key||
win|1017|Invalid MPI_Win||
winnull|1022|Null MPI_Win||
info|198|Invalid MPI_Info||
keyvalinvalid|254|Attribute key was MPI_KEYVAL_INVALID||
keyval|253|Invalid keyval||
keyvalobj|255|Keyval was not defined for the supplied object|%s|Keyval was not defined for %s objects
permattr|845|Cannot set permanent attribute||
buf_inplace|27|buffer cannot be MPI_IN_PLACE|%s|buffer '%s' cannot be MPI_IN_PLACE
sendbuf_inplace|930|sendbuf cannot be MPI_IN_PLACE||
recvbuf_inplace|902|recvbuf cannot be MPI_IN_PLACE||
requestinvalidstart|909|Request is neither persistent nor partitioned in MPI_Start or MPI_Startall.||
requestpersistactive|912|Persistent request passed to MPI_Start or MPI_Startall is already active.||
requestpartactive|911|Partitioned request passed to MPI_Start or MPI_Startall is already active.||
winnull|1022|Null MPI_Win||
win|1017|Invalid MPI_Win||
rank|895|Invalid rank|%d %d|Invalid rank has value %d but must be nonnegative and less than %d
tag|992|Invalid tag|%d|Invalid tag, value is %d
root|923|Invalid root|%d|Invalid root (value given was %d)
countneg|113|Negative count|%d|Negative count, value is %d
count|112|Invalid count||
dtype|137|Invalid datatype||
dtypenull|140|Null datatype|%s|Datatype for argument %s is a null datatype
dtypecommit|138|Datatype has not been committed ||
bufnull|32|Null buffer pointer||
opnull|838|Null MPI_Op||
opnotallowed|836|MPI_Op operation is not allowed in this routine||
op|834|Invalid MPI_Op||
groupnull|190|Null group||
group|188|Invalid group||
commnull|107|Null communicator||
comm|102|Invalid communicator||
requestnull|910|Null MPI_Request ||
nullptrtype|767|Null pointer|%s|Null %s pointer
truncate|1003|Message truncated|%d %d|Message truncated; %d bytes received but buffer size is %d
other|841|Other MPI error||
intern|215|Internal MPI error!|%s|Internal MPI error!  %s
notsame|764|Inconsistent arguments to collective routine |%s %s|Inconsistent arguments %s to collective routine %s
collective_size_mismatch|101|message sizes do not match across processes in the collective routine|%d %d|message sizes do not match across processes in the collective routine: Received %d but expected %d
argrange|8|Argument is not within valid range|%s %d %d|Argument %s has value %d but must be within [0,%d]
argtoosmall|16|Invalid argument; value is too small|%s %d %d|Invalid argument for %s: value is %d but must be at least %d
cartcoordinvalid|37|Cartesian coordinate is invalid (not in range)|%d %d %d|Cartesian coordinate for the %d coordinate is %d but must be between 0 and %d
coll_fail|99|Failure during collective||
commperm|108|Cannot free permanent communicator|%s|Cannot free permanent communicator %s
contentspredef|109|Named predefined datatypes are not permitted in MPI_Type_get_contents||
dimsmany|131|Number of dimensions is too large |%d %d|Number of dimensions %d is too large (maximum is %d)
dtypeperm|141|Cannot free permanent data type ||
edgeoutrange|145|Edge index in graph topology is out of range|%d %d %d|Edge index edges[%d] is %d but must be nonnegative and less than %d
errhandnotfile|149|Error handler is not a file error handler||
errhandnotsession|150|Error handler is not a session error handler||
errhandnotwin|151|Error handler is not a win error handler||
graphnnodes|187|Number of graph nodes exceeds size of communicator.||
groupperm|191|Cannot free permanent group||
indexneg|196|Index value in graph topology must be nonnegative|%d %d|Index value for index[%d] is %d but must be nonnegative
indexnonmonotone|197|Index values in graph topology must be monotone nondecreasing|%d %d %d|Index values in graph topology must be monotone nondecreasing but index[%d] is %d but the next index value is %d
nomemreq|754|failure occurred while allocating memory for a request object||
notcarttopo|756|No Cartesian topology associated with this communicator||
notdistgraphtopo|758|No Distributed Graph topology associated with this communicator||
notgenreq|760|Attempt to complete a request with MPI_GREQUEST_COMPLETE that was not started with MPI_GREQUEST_START||
permop|846|Cannot free permanent MPI_Op ||
ranklocal|898|Error specifying local_leader |%d %d|Error specifying local_leader; rank given was %d but must be in the range 0 to %d
rankremote|899|Error specifying remote_leader |%d %d|Error specifying remote_leader; rank given was %d but must be in the range 0 to %d
ranksdistinct|900|Local and remote leaders must be different processes||
reqnotmsg|904| Invalid MPI_Message (MPI_Request passed)||
splittype|987|Invalid split_type argument|%d|Invalid split_type argument (%d)
storageorder|988|Invalid storage order|%d| Invalid storage order (%d)
topotoolarge|1001|Topology size is greater than communicator size|%d %d|Topology size %d is larger than communicator size (%d)
unweightedboth|1014|Must specify MPI_UNWEIGHTED for both or neither weight arguments||
opundefined|839|MPI_Op operation not defined for this datatype |%s|MPI_Op %s operation not defined for this datatype 
opnotpredefined|837|only predefined ops are valid||
rmadisp|916|Invalid displacement argument in RMA call ||
rmatypenotatomic|922| Datatype not permitted for atomic operations|%D| Datatype (%D) not permitted for atomic operations
typenotpredefined|1007| Datatype must be predefined||
rmasize|920|Invalid size argument in RMA call|%d|Invalid size argument in RMA call (value is %d)
dispunit|134|disp_unit argument is not positive integer|%d|disp_unit argument is not positive integer (value is %d)
`;

/**
 * Bindings: name failLine genericIndex errhandler | specific format | checks "MACRO:arg[=name]@line".
 * From the C bindings of MPICH 4.0.2 (src/binding/c/<group>/<name>.c as maint/gen_binding_c.py of the
 * v4.0.2 tag generates them; their line numbers are the ones the installed library prints) for
 * point-to-point, collectives, communicators, groups, datatypes, topologies, requests,
 * init/finalize, error handlers, attributes, ops, dynamic processes, one-sided communication
 * and misc. The generic index is that of "**mpi_<name>" in the library's table (for the one-sided
 * calls, read from the codes the installed library returns).
 */
