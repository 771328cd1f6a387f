import jax
import jax.numpy as jnp

N_TRANSIENT = 500
N_KEEP = 64


def logistic(r):
    return lambda x: r * x * (1.0 - x)


def iterate(f, x0, steps):
    """x_{n+1} = f(x_n), `steps` times."""

    def body(_, x):
        return f(x)

    return jax.lax.fori_loop(0, steps, body, x0)  # expect: JXL504


def orbit(f, x0, length):
    def body(x, _):
        x = f(x)
        return x, x

    _, xs = jax.lax.scan(body, x0, None, length=length)
    return xs


def attractor(r, x0=0.5):
    """Points of the logistic map's attractor at parameter r, after the transient."""
    f = logistic(r)
    x = iterate(f, jnp.asarray(x0), N_TRANSIENT)
    return orbit(f, x, N_KEEP)
