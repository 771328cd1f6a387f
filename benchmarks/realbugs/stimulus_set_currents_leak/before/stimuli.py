import jax.numpy as jnp


class Stimuli:
    """Injected currents, one column per cell, one row per time step."""

    def __init__(self, n_steps, n_cells):
        self.n_steps = n_steps
        self.n_cells = n_cells
        self.currents = jnp.zeros((n_steps, n_cells))

    def set_currents(self, currents):
        self.currents = currents  # expect: JXL202
        return self

    def total_charge(self, dt):
        return self.currents.sum(axis=0) * dt
