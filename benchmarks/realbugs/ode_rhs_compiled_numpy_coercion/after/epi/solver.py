import jax
import jax.numpy as jnp


def rk4(rhs, y0, ts, params):
    def step(y, t_pair):
        t, t_next = t_pair
        h = t_next - t
        k1 = rhs(t, y, params)
        k2 = rhs(t + h / 2, y + h / 2 * k1, params)
        k3 = rhs(t + h / 2, y + h / 2 * k2, params)
        k4 = rhs(t + h, y + h * k3, params)
        y_next = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y_next, y_next

    _, ys = jax.lax.scan(step, jnp.asarray(y0), (ts[:-1], ts[1:]))
    return jnp.concatenate([jnp.asarray(y0)[None], ys])
