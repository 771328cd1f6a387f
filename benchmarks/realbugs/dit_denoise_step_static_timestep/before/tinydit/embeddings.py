import numpy as np


def timestep_embedding(t, dim=32, max_period=10000.0):
    """Sinusoidal embedding of an integer diffusion timestep."""
    half = dim // 2
    freqs = np.exp(-np.log(max_period) * np.arange(half) / half)
    return np.concatenate([np.cos(t * freqs), np.sin(t * freqs)]).astype(np.float32)
