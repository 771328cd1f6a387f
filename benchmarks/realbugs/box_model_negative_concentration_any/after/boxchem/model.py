import jax
from jax import lax

from boxchem.checks import clip_negative, raise_if_negative


class BoxModel:
    """Explicit-Euler box model of a mechanism, negative concentrations flagged in the scan and raised on the host."""

    def __init__(self, mechanism, dt):
        self.mechanism = mechanism
        self.dt = dt
        self.run = jax.jit(self._run, static_argnums=1)

    def step(self, conc, _):
        conc, went_negative = clip_negative(conc + self.dt * self.mechanism.tendencies(conc))
        return conc, (conc, went_negative)

    def _run(self, initial, n_steps):
        return lax.scan(self.step, initial, None, length=n_steps)

    def simulate(self, initial, n_steps):
        final, (history, went_negative) = self.run(initial, n_steps)
        raise_if_negative(went_negative.any(), self.mechanism.species)
        return final, history
