import jax
import jax.numpy as jnp


def stochastic_policy(params, position, key):
    """Moves right with a learned probability that depends on the distance walked so far."""
    p_right = jax.nn.sigmoid(params["bias"] + params["slope"] * position)
    return (jax.random.uniform(key) < p_right).astype(jnp.int32)
