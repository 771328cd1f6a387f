import jax
import jax.numpy as jnp

from layer import BoxQPLayer

layer = BoxQPLayer(Q=jnp.eye(2), G=jnp.array([[1.0, 1.0]]), h=jnp.array([1.5]),
                   lb=jnp.array([0.0, -jnp.inf]), ub=jnp.array([1.0, 1.0]))


@jax.jit
def act(features):
    return layer(-features)
