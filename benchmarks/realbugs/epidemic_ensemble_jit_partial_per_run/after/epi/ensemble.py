

import jax
import jax.numpy as jnp

from epi.sir import sir_rhs


class SIREnsemble:
    """Daily SIR trajectories for an ensemble of transmission rates."""

    def __init__(self, gamma, n_days, steps_per_day=10):
        self.gamma = gamma
        self.n_days = n_days
        self.dt = 1.0 / steps_per_day
        self.steps_per_day = steps_per_day
        self._simulate_jit = jax.jit(self._simulate, static_argnames=("n_days",))

    def _one_day(self, state, beta):
        def substep(_, s):
            return s + self.dt * sir_rhs(s, beta, self.gamma)

        return jax.lax.fori_loop(0, self.steps_per_day, substep, state)

    def _simulate(self, betas, initial, n_days):
        def day(states, _):
            states = jax.vmap(self._one_day)(states, betas)
            return states, states[:, 1]

        _, infected = jax.lax.scan(day, jnp.tile(initial, (betas.shape[0], 1)), None, length=n_days)
        return infected.T

    def run(self, betas, initial):
        return self._simulate_jit(betas, initial, n_days=self.n_days)
