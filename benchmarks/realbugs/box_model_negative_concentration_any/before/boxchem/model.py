import jax
from jax import lax

from boxchem.checks import ensure_nonnegative


class BoxModel:
    """Explicit-Euler box model of a mechanism, checked for negative concentrations every step."""

    def __init__(self, mechanism, dt):
        self.mechanism = mechanism
        self.dt = dt
        self.run = jax.jit(self._run, static_argnums=1)

    def step(self, conc, _):
        conc = conc + self.dt * self.mechanism.tendencies(conc)
        conc = ensure_nonnegative(conc, self.mechanism.species)
        return conc, conc

    def _run(self, initial, n_steps):
        return lax.scan(self.step, initial, None, length=n_steps)
