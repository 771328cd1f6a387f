"""Estimate the coupling coefficients from observed mode frequencies by gradient ascent."""

import jax
import jax.numpy as jnp

from helioseis.model import SIZE, log_posterior, n_coeffs

grad_step = jax.jit(jax.value_and_grad(log_posterior))


def observed(seed: int = 0):
    key = jax.random.PRNGKey(seed)
    return jnp.sort(jnp.linspace(-1.0, 1.0, SIZE) + 0.01 * jax.random.normal(key, (SIZE,)))


def fit(num_steps: int = 20, lr: float = 1e-4):
    coeffs = jnp.full(n_coeffs(), 0.5)
    data = observed()
    for _ in range(num_steps):
        value, grad = grad_step(coeffs, data)
        coeffs = coeffs + lr * grad
    return coeffs, value


if __name__ == "__main__":
    print(fit())
