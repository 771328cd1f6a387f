import dataclasses

import jax
import jax.numpy as jnp

IGNORE_INDEX = -100


@dataclasses.dataclass(frozen=True)
class MaskingConfig:
    mask_id: int
    mask_fraction: float = 0.15


class MLMCollator:
    """Picks positions to predict, replaces them with [MASK] and keeps the originals as labels elsewhere ignored."""

    def __init__(self, config):
        self.config = config

    def __call__(self, key, tokens):
        seq_len = tokens.shape[1]
        num_masked = max(1, int(self.config.mask_fraction * seq_len))
        positions = jax.random.choice(key, seq_len, (num_masked,), replace=False)
        labels = jnp.full_like(tokens, IGNORE_INDEX).at[:, positions].set(tokens[:, positions])
        inputs = tokens
        inputs.at[:, positions].set(self.config.mask_id)  # expect: JXL302
        return inputs, labels
