import jax.numpy as jnp


def sinusoidal_table(max_len, d_model):
    """PE[pos, 2i] = sin(pos / 10000^(2i/d)), PE[pos, 2i+1] = cos(pos / 10000^(2i/d))."""
    pos = jnp.arange(max_len)[:, None]
    i = jnp.arange(d_model)[None, :]
    angle_rads = pos / jnp.power(10000.0, (2 * (i // 2)) / d_model)
    pe = jnp.zeros((max_len, d_model))
    pe[:, 0::2] = jnp.sin(angle_rads[:, 0::2])  # expect: JXL301
    pe[:, 1::2] = jnp.cos(angle_rads[:, 1::2])  # expect: JXL301
    return pe


class PositionalEncoding:
    def __init__(self, max_len, d_model):
        self.table = sinusoidal_table(max_len, d_model)

    def __call__(self, embedded):
        return embedded + self.table[: embedded.shape[1]]
