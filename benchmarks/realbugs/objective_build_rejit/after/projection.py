import jax.numpy as jnp

from objective import Objective


class ProximalProjection:
    """Gauss-Newton outer loop; the inner objective is rebuilt for each outer iteration."""

    def __init__(self, target):
        self.objective = Objective(target)

    def step(self, x):
        self.objective.build()
        f = self.objective._compute(x)
        J = self.objective._jac(x)
        return x - jnp.linalg.lstsq(J, f)[0]

    def solve(self, x, n_outer=5):
        for _ in range(n_outer):
            x = self.step(x)
        return x
