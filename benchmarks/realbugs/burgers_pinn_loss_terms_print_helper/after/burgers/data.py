import jax
import jax.numpy as jnp


def make_batch(key, n_initial=64, n_boundary=32, n_collocation=256):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    x_ic = jax.random.uniform(k1, (n_initial,), minval=-1.0, maxval=1.0)
    t_bc = jax.random.uniform(k2, (n_boundary,))
    x_bc = jnp.where(jnp.arange(n_boundary) % 2 == 0, -1.0, 1.0)
    t_c = jax.random.uniform(k3, (n_collocation,))
    x_c = jax.random.uniform(k4, (n_collocation,), minval=-1.0, maxval=1.0)
    return {
        "initial": (jnp.zeros(n_initial), x_ic, -jnp.sin(jnp.pi * x_ic)),
        "boundary": (t_bc, x_bc),
        "collocation": (t_c, x_c),
    }
