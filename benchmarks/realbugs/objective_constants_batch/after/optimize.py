import jax.numpy as jnp

from objective_funs import ObjectiveFunction
from objectives import QuasisymmetryBoozer


def optimize(x0, steps=3):
    objective = ObjectiveFunction(QuasisymmetryBoozer(surf_batch_size=2))
    objective.build()
    x = jnp.asarray(x0)
    for _ in range(steps):
        x = x - 0.1 * objective.compute_scaled_error(x)[: x.shape[0]]
    return x, objective.compute_scalar(x)
