import jax
import jax.numpy as jnp

from layers import Dropout


@jax.jit
def forward(w, x):
    h = jnp.tanh(x @ w)
    return Dropout(0.5)(h)


def sample_outputs(w, x, n=3):
    return [forward(w, x) for _ in range(n)]
