"""Fit the per-mode noise scales of a block-diagonal Gaussian model by gradient ascent."""

import jax
import jax.numpy as jnp

from heliotile.tiling import block_bounds, tile_covariance


def log_joint(log_scales, widths, observed):
    bounds = block_bounds(widths)
    cov = tile_covariance(bounds, jnp.exp(log_scales), observed.shape[0])
    prior = -0.5 * jnp.sum(log_scales ** 2)
    return prior + jax.scipy.stats.multivariate_normal.logpdf(observed, jnp.zeros(observed.shape[0]), cov)


class ModeFitter:
    def __init__(self, widths, observed, step_size=0.05):
        self.widths = tuple(widths)
        self.observed = observed
        self.step_size = step_size
        self._value_and_grad = jax.jit(jax.value_and_grad(log_joint), static_argnums=1)

    def step(self, log_scales):
        value, grad = self._value_and_grad(log_scales, self.widths, self.observed)
        return log_scales + self.step_size * grad, value


def fit(widths=(2, 3), steps=5):
    observed = jnp.linspace(-1.0, 1.0, sum(widths))
    fitter = ModeFitter(widths, observed)
    log_scales = jnp.zeros(len(widths))
    for _ in range(steps):
        log_scales, value = fitter.step(log_scales)
    return log_scales, value


if __name__ == "__main__":
    print(fit())
