import jax.numpy as jnp

N_QUBITS = 3


def prepare_state(thetas):
    """Product state of RY(theta_i)|0> on each qubit."""
    state = jnp.ones(1)
    for theta in thetas:
        state = jnp.kron(state, jnp.array([jnp.cos(theta / 2), jnp.sin(theta / 2)]))
    return state
