import functools

import jax


def rk4(f, x, dt):
    k1 = f(x)
    k2 = f(x + 0.5 * dt * k1)
    k3 = f(x + 0.5 * dt * k2)
    k4 = f(x + dt * k3)
    return x + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


@functools.partial(jax.jit, static_argnames=("system", "num_steps"))
def simulate(system, x0, dt, num_steps):
    """The trajectory x_1..x_num_steps of `system` from x0."""
    def step(x, _):
        x_next = rk4(system.vector_field, x, dt)
        return x_next, x_next

    _, trajectory = jax.lax.scan(step, x0, None, length=num_steps)
    return trajectory
