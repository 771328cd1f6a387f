"""Fit shell densities to circular velocities measured at a few radii."""
import jax
import jax.numpy as jnp

from halo import ShellProfile

PROFILE = ShellProfile(jnp.linspace(0.5, 10.0, 20))
COUNTS = jnp.array([3, 7, 12, 20])
OBSERVED = jnp.array([1.1, 1.4, 1.5, 1.5])


def velocity_misfit(log_density):
    masses = PROFILE.enclosed_masses(log_density, COUNTS)
    radii = PROFILE.radii[COUNTS - 1]
    return jnp.sum((jnp.sqrt(masses / radii) - OBSERVED) ** 2)


def fit(num_steps=100, step_size=1e-3):
    log_density = jnp.full(20, -3.0)
    grad_fn = jax.jit(jax.grad(velocity_misfit))
    for _ in range(num_steps):
        log_density = log_density - step_size * grad_fn(log_density)
    return log_density


if __name__ == "__main__":
    print(velocity_misfit(fit()))
