import jax
import jax.numpy as jnp

from observables import Hermitian


def ry(theta):
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    return jnp.array([[c, -s], [s, c]])


@jax.jit
def circuit(theta, observable_matrix):
    state = ry(theta) @ jnp.array([1.0, 0.0])
    return Hermitian(observable_matrix, wire=0).expval(state)
