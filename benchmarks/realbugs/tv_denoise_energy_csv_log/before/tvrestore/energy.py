import jax.numpy as jnp


def phi(t, alpha):
    """Smoothed absolute value |t| - alpha log(1 + |t| / alpha)."""
    a = jnp.abs(t)
    return a - alpha * jnp.log1p(a / alpha)


def image_gradients(v):
    dx = jnp.diff(v, axis=1, append=v[:, -1:])
    dy = jnp.diff(v, axis=0, append=v[-1:, :])
    return dx, dy


def denoising_energy(v, noisy, lam, alpha):
    """J(v) = lam / 2 ||g - v||^2 + sum of phi over the horizontal and vertical differences."""
    dx, dy = image_gradients(v)
    fidelity = 0.5 * lam * jnp.sum((noisy - v) ** 2)
    return fidelity + jnp.sum(phi(dx, alpha)) + jnp.sum(phi(dy, alpha))
