import math

import jax.numpy as jnp


def mixture_weights(bandwidths, decay):
    """Weights of the kernel components, larger bandwidths counting less."""
    # The bandwidths and decay are configuration, not data: compute with Python floats so the
    # check runs on values, not on operations staged into the caller's jit.
    raw = [math.exp(-decay * h) for h in bandwidths]
    total = sum(raw)
    assert total > 0, "mixture weights must not all vanish"
    return jnp.array(raw) / total
