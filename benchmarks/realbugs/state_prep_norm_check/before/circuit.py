import jax
import jax.numpy as jnp

from qstate import MottonenStatePreparation, expval_z


@jax.jit
def circuit(state):
    prep = MottonenStatePreparation(state_vector=state, wires=range(3))
    return jnp.stack([expval_z(prep, w) for w in range(3)])


def run():
    state = jnp.array([1, 2j, 3, 4j, 5, 6j, 7, 8j])
    return circuit(state / jnp.linalg.norm(state))
