"""Spectral density of the Hessian of a quadratic with eigenvalues spread over [0.5, 3]."""

import jax
import jax.numpy as jnp
import numpy as np

from specden.density import SpectralDensityEstimator


def main():
    dim = 40
    eigenvalues = jnp.linspace(0.5, 3.0, dim)
    rotation, _ = jnp.linalg.qr(jax.random.normal(jax.random.PRNGKey(2), (dim, dim)))
    hessian = rotation @ jnp.diag(eigenvalues) @ rotation.T
    loss = lambda w: 0.5 * w @ hessian @ w
    hvp = lambda v: jax.jvp(jax.grad(loss), (jnp.zeros(dim),), (v,))[1]
    estimator = SpectralDensityEstimator(hvp, dim, order=10)
    grid = np.linspace(0.0, 4.0, 81)
    density, ritz = estimator.estimate(jax.random.PRNGKey(0), grid)
    mass = float(np.sum(np.asarray(density)) * (grid[1] - grid[0]))
    print(f"density mass {mass:.3f}; extreme Ritz values {float(ritz.min()):.3f} {float(ritz.max()):.3f}")
    assert abs(mass - 1.0) < 0.05 and abs(float(ritz.min()) - 0.5) < 1e-2 and abs(float(ritz.max()) - 3.0) < 1e-2


if __name__ == "__main__":
    main()
