import jax
import jax.numpy as jnp


def pick_token(logits, temperature, key):
    """Greedy at temperature 0, otherwise a sample from the tempered distribution."""
    greedy = jnp.argmax(logits, axis=-1)
    sampled = jax.random.categorical(key, logits / jnp.maximum(temperature, 1e-6), axis=-1)
    return jnp.where(temperature == 0.0, greedy, sampled)
