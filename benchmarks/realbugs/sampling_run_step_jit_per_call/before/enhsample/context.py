from typing import Callable, NamedTuple

import jax.numpy as jnp


class MDState(NamedTuple):
    positions: jnp.ndarray
    velocities: jnp.ndarray


class SimulationContext:
    """A system to simulate: its force field, time step and current state."""

    def __init__(self, energy_fn: Callable, positions, dt=0.005):
        self.energy_fn = energy_fn
        self.dt = dt
        self.state = MDState(jnp.asarray(positions), jnp.zeros_like(jnp.asarray(positions)))
