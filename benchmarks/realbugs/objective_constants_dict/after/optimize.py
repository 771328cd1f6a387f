import jax.numpy as jnp

from objective import QuasisymmetryObjective


def run(n_iter=10):
    objective = QuasisymmetryObjective(surf_batch_size=2)
    x = jnp.ones(8)
    for _ in range(n_iter):
        x = x - 0.1 * objective(x)
    return x
