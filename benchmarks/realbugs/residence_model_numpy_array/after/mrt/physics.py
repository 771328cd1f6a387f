"""Mean residence time curve of a tracer pulse through a reactor (jax.numpy)."""

import jax.numpy as jnp


def residence_curve(times, params):
    """params: (n, 4) rows of (position, efficiency, width, mean time)."""
    pos, eff, sig, mean_time = params[:, 0], params[:, 1], params[:, 2], params[:, 3]
    t = times[None, :]
    pulse = jnp.exp(-0.5 * ((t - pos[:, None]) / sig[:, None]) ** 2)
    decay = jnp.exp(-t / mean_time[:, None])
    return jnp.sum(eff[:, None] * pulse * decay, axis=0)
