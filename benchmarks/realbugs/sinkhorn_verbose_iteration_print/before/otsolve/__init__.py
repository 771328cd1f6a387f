from otsolve.sinkhorn import LogSinkhorn

__all__ = ["LogSinkhorn"]
