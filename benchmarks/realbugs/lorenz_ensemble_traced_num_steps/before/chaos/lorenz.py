import jax.numpy as jnp


def lorenz(y, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, yy, z = y
    return jnp.array([sigma * (yy - x), x * (rho - z) - yy, x * yy - beta * z])


def rk4_step(f, y, dt):
    k1 = f(y)
    k2 = f(y + 0.5 * dt * k1)
    k3 = f(y + 0.5 * dt * k2)
    k4 = f(y + dt * k3)
    return y + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
