import jax.numpy as jnp
from jax.lax import scan


def jaxfixedsolve(rhs, t_span, y0, max_dt):
    """Fixed-step Euler solve of dy/dt = rhs(t, y) over t_span, in steps of at most max_dt."""
    delta_t = t_span[1] - t_span[0]
    steps = jnp.array(delta_t // max_dt).astype(int)
    h = delta_t / steps

    def scan_func(carry, step):
        eval_time = t_span[0] + h * step
        return carry + rhs(eval_time, carry) * h, None

    yf = scan(scan_func, y0, jnp.arange(steps))[0]  # expect: JXL106
    return yf
