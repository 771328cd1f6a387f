import jax
import jax.numpy as jnp

from sparse import solver


@jax.jit
def node_voltages(conductance, currents):
    system = conductance + 1e-9 * jnp.eye(conductance.shape[0])
    return solver.solve(system, currents)
