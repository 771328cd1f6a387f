"""KL weight schedules for VAE training (monotonic and cyclical annealing)."""

import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class CyclicalKLAnnealer:
    """beta rises linearly from 0 to 1 during the first `ratio` of each cycle of `period` steps, then stays at 1."""

    period: int = 100
    ratio: float = 0.5

    def __call__(self, step):
        phase = (step % self.period) / (self.period * self.ratio)
        return jnp.minimum(1.0, phase)
