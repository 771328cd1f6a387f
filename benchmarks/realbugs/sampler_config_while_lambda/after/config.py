from typing import NamedTuple


class ModelConfig(NamedTuple):
    vocab_size: int
    d_model: int
    n_heads: int


class TopPConfig(NamedTuple):
    top_p: float
    max_length: int
