import jax.numpy as jnp


def euler_solver(func, y0, t, beta, gamma):
    """Forward Euler on the time grid t; returns the states, one row per time point."""
    y = jnp.zeros((len(t), len(y0)))
    y = y.at[0].set(y0)
    for i in range(1, len(t)):
        dt = t[i] - t[i - 1]
        y = y.at[i].set(y[i - 1] + dt * func(y[i - 1], t[i - 1], beta, gamma))
    return y
