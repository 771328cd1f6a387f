import jax
import jax.numpy as jnp


def euler_step(f, t, x, dt, rate):
    return x + f(t, x, rate) * dt


def trajectory(f, x0, t_grid, rate):
    """The state at every point of `t_grid`, integrated with forward Euler."""
    x_history = []

    def step(x, t_and_dt):
        t, dt = t_and_dt
        x_history.append(x)  # expect: JXL202
        return euler_step(f, t, x, dt, rate), None

    x_final, _ = jax.lax.scan(step, x0, (t_grid[:-1], jnp.diff(t_grid)))
    x_history.append(x_final)
    return jnp.stack(x_history)
