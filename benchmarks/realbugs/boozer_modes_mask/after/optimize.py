import jax.numpy as jnp

from objectives import ObjectiveFunction, QuasisymmetryBoozer


def qs_error(n_modes=81):
    objective = ObjectiveFunction((QuasisymmetryBoozer(helicity=(1, 1)),))
    return objective.compute_scalar(jnp.linspace(0.0, 1.0, n_modes))
