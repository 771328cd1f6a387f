"""Turn tokenized examples into model-ready batches."""

import jax
import jax.numpy as jnp

from textdata.padding import attention_mask, pad_to_length


class TokenBatcher:
    def __init__(self, max_len, batch_size):
        self.max_len = max_len
        self.batch_size = batch_size
        self._pad = jax.jit(pad_to_length, static_argnums=1)

    def collate(self, examples):
        inputs = jnp.stack([self._pad(jnp.asarray(example, dtype=jnp.int32), self.max_len) for example in examples])
        return {"inputs": inputs, "mask": attention_mask(inputs)}

    def batches(self, examples):
        for start in range(0, len(examples) - self.batch_size + 1, self.batch_size):
            yield self.collate(examples[start:start + self.batch_size])
