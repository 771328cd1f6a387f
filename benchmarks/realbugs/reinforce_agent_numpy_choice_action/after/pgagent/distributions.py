import jax
import jax.numpy as jnp


def sample_action(key, probs):
    return jax.random.categorical(key, jnp.log(probs))
