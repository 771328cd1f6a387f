import jax.numpy as jnp

from snnsim.surrogate import spike


def lif_forward(state, x):
    """One step of a two-layer LIF network; state = (weights, constants, dynamic state)."""
    (w0, w1), (alpha, threshold), (v0, z0, v1, z1) = state
    v0 = alpha * v0 + jnp.dot(x, w0) - threshold * z0
    z0 = spike(v0 - threshold)
    v1 = alpha * v1 + jnp.dot(z0, w1) - threshold * z1
    z1 = spike(v1 - threshold)
    print("mean membrane", jnp.mean(v0), "spikes", jnp.sum(z1))  # expect: JXL201
    return ((w0, w1), (alpha, threshold), (v0, z0, v1, z1)), (z0, z1)
