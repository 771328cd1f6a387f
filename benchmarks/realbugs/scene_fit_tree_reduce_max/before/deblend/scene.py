"""A scene of overlapping sources fitted to one observed image."""

from dataclasses import dataclass

import jax.numpy as jnp

from deblend.step import make_step, render


@dataclass
class GaussianSource:
    flux: float
    center: tuple
    width: float


class Scene:
    def __init__(self, sources, shape):
        self.shape = shape
        self.params = {
            "flux": jnp.array([s.flux for s in sources]),
            "center": jnp.array([s.center for s in sources], dtype=jnp.float32),
            "width": jnp.array([s.width for s in sources]),
        }
        self.grid = jnp.meshgrid(jnp.arange(shape[0], dtype=jnp.float32),
                                 jnp.arange(shape[1], dtype=jnp.float32), indexing="ij")
        self.loss_history = []

    def model_image(self):
        return render(self.params, self.grid)

    def fit(self, observation, max_iter, e_rel):
        weights = jnp.ones(self.shape)
        step_sizes = {"flux": 2e-3, "center": 1e-4, "width": 1e-4}
        params = self.params
        for step in range(max_iter):
            params, loss, change = make_step(params, observation, weights, self.grid, step_sizes)
            self.loss_history.append(float(loss))
            if float(change) < e_rel:
                break
        self.params = params
        return step + 1
