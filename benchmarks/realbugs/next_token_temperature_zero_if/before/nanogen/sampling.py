import jax
import jax.numpy as jnp


def pick_token(logits, temperature, key):
    """Greedy at temperature 0, otherwise a sample from the tempered distribution."""
    if temperature == 0.0:  # expect: JXL101
        return jnp.argmax(logits, axis=-1)
    return jax.random.categorical(key, logits / temperature, axis=-1)
