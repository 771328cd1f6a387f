import math

import jax.numpy as jnp

from fdtd1d.constants import EPS0, ETA0


class PerfectlyMatchedLayer:
    """Graded absorbing layer at both ends of the line, sized for a target normal reflection."""

    def __init__(self, thickness_cells, grading_order=3, reflection=1e-6):
        self.thickness_cells = thickness_cells
        self.grading_order = grading_order
        self.reflection = reflection

    def loss_profile(self, grid):
        """sigma * dt / (2 eps0) in every cell."""
        thickness = self.thickness_cells * grid.dx
        decay = -(self.grading_order + 1) * math.log(self.reflection)
        sigma_max = decay / (2.0 * ETA0 * thickness)
        depth = (jnp.arange(self.thickness_cells) + 0.5) / self.thickness_cells
        ramp = sigma_max * depth**self.grading_order * grid.dt / (2.0 * EPS0)
        profile = jnp.zeros(grid.n_cells)
        return profile.at[:self.thickness_cells].set(ramp[::-1]).at[-self.thickness_cells:].set(ramp)
