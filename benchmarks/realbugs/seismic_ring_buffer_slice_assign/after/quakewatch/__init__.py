from quakewatch.buffer import TraceBuffer
from quakewatch.trigger import StaLtaTrigger

__all__ = ["StaLtaTrigger", "TraceBuffer"]
