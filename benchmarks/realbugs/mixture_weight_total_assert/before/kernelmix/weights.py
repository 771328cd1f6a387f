import jax.numpy as jnp


def mixture_weights(bandwidths, decay):
    """Weights of the kernel components, larger bandwidths counting less."""
    raw = [jnp.exp(-decay * h) for h in bandwidths]
    total = sum(raw)
    assert total > 0, "mixture weights must not all vanish"  # expect: JXL102
    return jnp.stack(raw) / total
