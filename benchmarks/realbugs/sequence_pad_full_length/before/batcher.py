import jax

from padding import pad_rows


class SequenceBatcher:
    def __init__(self, max_length):
        self.max_length = max_length
        self._pad = jax.jit(pad_rows)

    def __call__(self, row):
        return self._pad(row, self.max_length)
