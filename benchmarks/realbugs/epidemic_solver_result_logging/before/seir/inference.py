from functools import partial

import jax
import jax.numpy as jnp

from seir.config import SolverParams
from seir.model import simulate


def log_posterior(log_params, final_recovered, solver: SolverParams):
    final = simulate(jnp.exp(log_params), solver)
    log_lik = -0.5 * ((final[3] - final_recovered) / 0.02) ** 2
    return log_lik - 0.5 * jnp.sum(log_params ** 2)


@partial(jax.jit, static_argnames="solver")
def _value_and_grad(log_params, final_recovered, solver):
    return jax.value_and_grad(log_posterior)(log_params, final_recovered, solver)


class InferenceProcess:
    def __init__(self, solver: SolverParams, step_size: float = 1e-3):
        self.solver = solver
        self.step_size = step_size

    def fit(self, final_recovered, num_steps: int = 20):
        log_params = jnp.log(jnp.array([0.5, 0.2, 0.1]))
        for _ in range(num_steps):
            value, grad = _value_and_grad(log_params, final_recovered, self.solver)
            log_params = log_params + self.step_size * grad
        return log_params, value
