"""How the flat parameter vector is cut into one block of log-amplitudes per spectral band."""
import jax.numpy as jnp

NUM_BANDS = 3
NUM_COLS = 4
BAND_OFFSETS = jnp.array([0, 4, 8, 12])
