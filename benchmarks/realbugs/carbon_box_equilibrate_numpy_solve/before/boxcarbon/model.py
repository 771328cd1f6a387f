"""A linear box model of radiocarbon: production enters the stratosphere, fluxes exchange it between reservoirs,
and every reservoir decays."""
import jax
import jax.numpy as jnp
import numpy as np

DECAY = 1.0 / 8267.0  # per year


class CarbonBoxModel:
    def __init__(self, fluxes, reservoir_sizes, production_share):
        fluxes = np.asarray(fluxes, dtype=float)
        sizes = np.asarray(reservoir_sizes, dtype=float)
        transfer = fluxes.T / sizes[None, :]
        self._matrix = transfer - np.diag(transfer.sum(axis=0)) - DECAY * np.eye(len(sizes))
        self._projection = np.asarray(production_share, dtype=float)
        self.run = jax.jit(self._run)

    def _equilibrate(self, production):
        """The steady state of d(state)/dt = matrix @ state + production * projection."""
        return np.linalg.solve(self._matrix, -production * self._projection)  # expect: JXL401

    def _run(self, production, years):
        state = self._equilibrate(production[0])

        def step(state, q):
            state = state + self._matrix @ state + q * self._projection
            return state, state

        _, states = jax.lax.scan(step, state, production)
        return states[:, 1] / jnp.mean(states[:, 1])
