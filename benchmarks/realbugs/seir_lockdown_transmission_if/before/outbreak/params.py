from dataclasses import dataclass
from typing import NamedTuple

import jax.numpy as jnp


class SEIRParams(NamedTuple):
    log_beta: jnp.ndarray
    log_sigma: jnp.ndarray
    log_gamma: jnp.ndarray

    @property
    def rates(self):
        return jnp.exp(self.log_beta), jnp.exp(self.log_sigma), jnp.exp(self.log_gamma)


@dataclass(frozen=True)
class Intervention:
    """A lockdown that cuts the contact rate by `efficacy` from day `start` on."""
    start: float = 20.0
    efficacy: float = 0.6
