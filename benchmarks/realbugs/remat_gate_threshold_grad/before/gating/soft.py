"""A gate that passes large activations and damps small ones smoothly."""
import jax
import jax.numpy as jnp


@jax.checkpoint
def soft_gate(z, threshold):
    if z > threshold:  # expect: JXL101
        return z
    return threshold * jnp.exp(z - threshold)
