"""Benchmark target densities, parameterised at construction."""

import numpy as np

import jax.numpy as jnp


class Banana:
    """A Gaussian bent along its first axis: x1 - curvature * (x0^2 - 100) is normal."""

    def __init__(self, ndims=2, curvature=0.03):
        self.ndims = ndims
        # the curvature may be a traced model parameter: keep it a jax value
        self._curvature = jnp.asarray(curvature, dtype=jnp.float32)
        self._scales = np.concatenate([[10.0], np.ones(ndims - 1)]).astype(np.float32)

    def unnormalized_log_prob(self, x):
        bent = x.at[..., 1].add(-self._curvature * (x[..., 0] ** 2 - 100.0))
        return -0.5 * jnp.sum((bent / self._scales) ** 2, axis=-1)
