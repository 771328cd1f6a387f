import functools
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class TrotterConfig:
    total_time: float
    steps: int

    @property
    def dt(self):
        return self.total_time / self.steps


def propagator(hermitian, dt):
    w, V = jnp.linalg.eigh(hermitian)
    return (V * jnp.exp(-1j * w * dt)) @ V.conj().T


@functools.partial(jax.jit, static_argnums=3)
def trotter_evolve(psi0, A, B, config):
    """First-order Lie-Trotter: (exp(-i A dt) exp(-i B dt))^r psi0."""
    step = propagator(A, config.dt) @ propagator(B, config.dt)
    return jax.lax.fori_loop(0, config.steps, lambda _, psi: step @ psi, psi0)


def exact_evolve(psi0, A, B, total_time):
    return propagator(A + B, total_time) @ psi0
