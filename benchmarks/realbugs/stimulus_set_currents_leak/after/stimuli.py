import jax.numpy as jnp


class Stimuli:
    """Injected currents, one column per cell, one row per time step."""

    def __init__(self, n_steps, n_cells, currents=None):
        self.n_steps = n_steps
        self.n_cells = n_cells
        self.currents = jnp.zeros((n_steps, n_cells)) if currents is None else currents

    def with_currents(self, currents):
        """New stimuli carrying these currents (for data that changes in every batch)."""
        return Stimuli(self.n_steps, self.n_cells, currents)

    def total_charge(self, dt):
        return self.currents.sum(axis=0) * dt
