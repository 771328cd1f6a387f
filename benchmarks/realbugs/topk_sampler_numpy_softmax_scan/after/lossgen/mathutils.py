import jax.numpy as jnp


def softmax(logits, temperature=1.0):
    """Probabilities from logits; temperature below 1 sharpens, above 1 flattens."""
    z = jnp.exp((logits - logits.max()) / temperature)
    return z / z.sum()
