from tinyformer.layer import encode_batch, init_block

__all__ = ["encode_batch", "init_block"]
