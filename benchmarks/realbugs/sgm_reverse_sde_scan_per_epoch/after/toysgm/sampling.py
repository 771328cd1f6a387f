import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("sde", "score_net", "num_samples", "num_steps"))
def reverse_sde_sample(sde, score_net, params, key, num_samples, num_steps=100):
    """Euler-Maruyama on the reverse SDE dY = (Y/2 + score(Y, T - s)) ds + dB, from N(0, I) at s = 0."""
    dt = sde.T / num_steps
    init_key, key = jax.random.split(key)
    y0 = jax.random.normal(init_key, (num_samples, score_net.dim))

    def step(carry, s):
        y, k = carry
        k, noise_key = jax.random.split(k)
        t = jnp.full((num_samples,), sde.T - s)
        drift = -sde.drift(y) + score_net(params, y, t)
        y = y + drift * dt + jnp.sqrt(dt) * jax.random.normal(noise_key, y.shape)
        return (y, k), None

    (samples, _), _ = jax.lax.scan(step, (y0, key), jnp.arange(num_steps) * dt)
    return samples
