from multitok.encode import encode_batch

__all__ = ["encode_batch"]
