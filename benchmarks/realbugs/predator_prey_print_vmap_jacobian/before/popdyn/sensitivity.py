"""Local sensitivity of the dynamics: the Jacobian of the rates at many states at once."""

import jax

from popdyn.model import rates


def jacobians_at(states):
    return jax.vmap(jax.jacobian(rates))(states)
