import jax
import jax.numpy as jnp


def euler_step(f, t, x, dt, rate):
    return x + f(t, x, rate) * dt


def trajectory(f, x0, t_grid, rate):
    """The state at every point of `t_grid`, integrated with forward Euler."""
    def step(x, t_and_dt):
        t, dt = t_and_dt
        x_next = euler_step(f, t, x, dt, rate)
        return x_next, x_next

    _, xs = jax.lax.scan(step, x0, (t_grid[:-1], jnp.diff(t_grid)))
    return jnp.concatenate([x0[None], xs])
