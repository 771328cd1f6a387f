import jax
import jax.numpy as jnp

from marginals import marginalize_all


def joint_tables(key, count=3, shape=(2, 3, 3)):
    raw = jax.random.uniform(key, (count,) + shape)
    return raw / raw.sum(axis=(1, 2, 3), keepdims=True)


def summarize(seed=0):
    tables = joint_tables(jax.random.PRNGKey(seed))
    sum_out = jnp.array([1, 1, 1])
    marginals = marginalize_all(tables, sum_out)
    return marginals.sum(axis=(1, 2))


if __name__ == "__main__":
    print(summarize())
