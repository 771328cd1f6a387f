from .decoder import TinyDecoder

__all__ = ["TinyDecoder"]
