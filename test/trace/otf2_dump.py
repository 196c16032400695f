#!/usr/bin/python3
"""Prints an OTF2 archive's events as read by the real OTF2 library (python3-otf2), as JSON:
{"resolution": ticks per second, "locations": {location id: [event, ...]}} with events in the
shape of mpisim's TraceEvent (type, time, and the record's fields; references as ids)."""
import json
import sys

import otf2

FIELDS = {
    "Enter": [("region", "region")], "Leave": [("region", "region")],
    "MpiSend": [("receiver", "receiver"), ("comm", "communicator"), ("tag", "msg_tag"), ("bytes", "msg_length")],
    "MpiIsend": [("receiver", "receiver"), ("comm", "communicator"), ("tag", "msg_tag"), ("bytes", "msg_length"),
                 ("request", "request_id")],
    "MpiRecv": [("sender", "sender"), ("comm", "communicator"), ("tag", "msg_tag"), ("bytes", "msg_length")],
    "MpiIrecv": [("sender", "sender"), ("comm", "communicator"), ("tag", "msg_tag"), ("bytes", "msg_length"),
                 ("request", "request_id")],
    "MpiIsendComplete": [("request", "request_id")], "MpiIrecvRequest": [("request", "request_id")],
    "MpiRequestTest": [("request", "request_id")], "MpiRequestCancelled": [("request", "request_id")],
    "MpiCollectiveBegin": [],
    "MpiCollectiveEnd": [("op", "collective_op"), ("comm", "communicator"), ("root", "root"),
                         ("sent", "size_sent"), ("received", "size_received")],
    "NonBlockingCollectiveRequest": [("request", "request_id")],
    "NonBlockingCollectiveComplete": [("op", "collective_op"), ("comm", "communicator"), ("root", "root"),
                                      ("sent", "size_sent"), ("received", "size_received"),
                                      ("request", "request_id")],
    "CommCreate": [("comm", "communicator")], "CommDestroy": [("comm", "communicator")],
}


def value(v):
    if hasattr(v, "_ref"):
        return v._ref
    if hasattr(v, "value"):  # enums (the collective operation)
        v = v.value
    if isinstance(v, bytes):
        return v[0]
    return int(v)


def flags(v):
    """A flags field: the bindings give the raw 32-bit word (host order) or the enum."""
    return int.from_bytes(v, sys.byteorder) if isinstance(v, bytes) else int(getattr(v, "value", v))


with otf2.reader.open(sys.argv[1]) as trace:
    out = {"resolution": trace.definitions.clock_properties.timer_resolution,
           "regions": [r.name for r in trace.definitions.regions],
           "comms": [c.name for c in trace.definitions.comms],
           "commFlags": [flags(c.flags) for c in trace.definitions.comms],
           "locations": {}}
    for loc in trace.definitions.locations:
        out["locations"][str(loc._ref)] = []
    for loc, ev in trace.events:
        name = type(ev).__name__
        e = {"time": ev.time, "type": name}
        for ours, theirs in FIELDS.get(name, []):
            e[ours] = value(getattr(ev, theirs))
        out["locations"][str(loc._ref)].append(e)
    print(json.dumps(out))
