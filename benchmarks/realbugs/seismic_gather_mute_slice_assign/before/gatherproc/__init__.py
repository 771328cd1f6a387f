from gatherproc.pipeline import make_processor

__all__ = ["make_processor"]
