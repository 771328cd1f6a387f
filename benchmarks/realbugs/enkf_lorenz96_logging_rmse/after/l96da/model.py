import jax
import jax.numpy as jnp


def tendency(x, forcing=8.0):
    """Lorenz 96: dX_j/dt = (X_{j+1} - X_{j-2}) X_{j-1} - X_j + F, cyclic in j."""
    return (jnp.roll(x, -1, axis=-1) - jnp.roll(x, 2, axis=-1)) * jnp.roll(x, 1, axis=-1) - x + forcing


def rk4_step(x, dt=0.05, forcing=8.0):
    k1 = tendency(x, forcing)
    k2 = tendency(x + 0.5 * dt * k1, forcing)
    k3 = tendency(x + 0.5 * dt * k2, forcing)
    k4 = tendency(x + dt * k3, forcing)
    return x + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def forecast(x, n_steps, dt=0.05):
    return jax.lax.fori_loop(0, n_steps, lambda _, state: rk4_step(state, dt), x)
