import jax

from optim.linesearch import backtrack


class SteepestDescent:
    """Steepest descent with an Armijo backtracking step, one jitted update per iteration."""

    def __init__(self, objective, a_init=1.0, rho=0.5, c=1e-4):
        self.objective = objective
        self.a_init = a_init
        self.rho = rho
        self.c = c
        self._update = jax.jit(self.update)

    def update(self, x):
        f, g = jax.value_and_grad(self.objective)(x)
        p = -g
        step = backtrack(self.objective, x, f, g, p, a_init=self.a_init, rho=self.rho, c=self.c)
        return x + step * p, f

    def minimize(self, x0, n_iter=300):
        x = x0
        history = []
        for _ in range(n_iter):
            x, f = self._update(x)
            history.append(float(f))
        return x, history
