import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key, x0, n_steps, step_size):
    def body(i, carry):
        x, key = carry
        key, sub = jax.random.split(key)
        return x + step_size * jax.random.normal(sub, x.shape), key

    x, _ = lax.fori_loop(0, n_steps, body, (x0, key))  # expect: JXL504
    return x


def many_walks(seeds, x0):
    return [random_walk(jax.random.PRNGKey(s), x0, 100, 0.1) for s in seeds]
