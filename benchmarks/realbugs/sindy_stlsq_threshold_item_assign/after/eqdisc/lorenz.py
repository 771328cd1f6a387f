import jax
import jax.numpy as jnp


def lorenz(state, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, y, z = state
    return jnp.array([sigma * (y - x), x * (rho - z) - y, x * y - beta * z])


def simulate(x0, dt=0.002, num_steps=5000):
    def step(s, _):
        k1 = lorenz(s)
        k2 = lorenz(s + 0.5 * dt * k1)
        k3 = lorenz(s + 0.5 * dt * k2)
        k4 = lorenz(s + dt * k3)
        s = s + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        return s, s

    _, states = jax.lax.scan(step, x0, None, length=num_steps)
    return states, jax.vmap(lorenz)(states)
