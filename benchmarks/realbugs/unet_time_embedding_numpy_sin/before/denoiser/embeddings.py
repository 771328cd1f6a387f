import numpy as np


def sinusoidal_time_embedding(timesteps, dim):
    """Transformer-style embedding of integer timesteps (batch,) -> (batch, dim)."""
    half = dim // 2
    freqs = np.exp(-np.log(10000.0) * np.arange(half) / half)
    args = timesteps[:, None] * freqs[None, :]
    return np.concatenate([np.sin(args), np.cos(args)], axis=-1)  # expect: JXL401
