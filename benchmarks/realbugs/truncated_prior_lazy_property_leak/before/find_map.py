"""Maximum a posteriori stellar parameters from one luminosity measurement."""

import jax.numpy as jnp

from stellar.model import grad_log_posterior, log_posterior_jit


def find_map(observed_luminosity=2.0, steps=100, learning_rate=0.002):
    theta = jnp.array([1.0, 4.5, 0.0])
    start = log_posterior_jit(theta, observed_luminosity)
    for _ in range(steps):
        theta = theta + learning_rate * grad_log_posterior(theta, observed_luminosity)
    return theta, float(start), float(log_posterior_jit(theta, observed_luminosity))


if __name__ == "__main__":
    print(find_map())
