import jax
import jax.numpy as jnp

from optimizer import Sgd
from schedules import cosine_restarts


class VariationalDriver:
    def __init__(self, energy_fn, params, optimizer):
        self.energy_fn = energy_fn
        self.params = params
        self.optimizer = optimizer
        self.opt_state = optimizer.init(params)
        self._step = jax.jit(self._update)

    def _update(self, params, opt_state):
        grads = jax.grad(self.energy_fn)(params)
        updates, opt_state = self.optimizer.update(grads, opt_state)
        return jax.tree_util.tree_map(jnp.add, params, updates), opt_state

    def run(self, n_iter):
        for _ in range(n_iter):
            self.params, self.opt_state = self._step(self.params, self.opt_state)
        return self.params


def ground_state(n_iter=10):
    energy = lambda p: jnp.sum((p["theta"] - 1.0) ** 2)
    driver = VariationalDriver(energy, {"theta": jnp.zeros(3)}, Sgd(cosine_restarts(0.1)))
    return driver.run(n_iter)
