import functools

import jax

from sde.noise import brownian_increments


@functools.partial(jax.jit, static_argnames=("steps", "samples", "tmax"))
def ornstein_uhlenbeck(key, x0, gamma, sigma, steps=1000, samples=100, tmax=5.0):
    """Euler-Maruyama for dX = -gamma X dt + sigma dB: `samples` paths, the value at every step."""
    h = tmax / steps
    noise = brownian_increments(key, steps, samples, h)

    def body(x, dB):
        x = x - gamma * h * x + sigma * dB
        return x, x

    _, paths = jax.lax.scan(body, jax.numpy.full(samples, x0), noise)
    return paths
