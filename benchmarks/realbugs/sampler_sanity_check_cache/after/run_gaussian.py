import jax
import jax.numpy as jnp

from nestlite import Model, NestedSampler


def log_likelihood(x):
    return -0.5 * jnp.sum((x - 0.5) ** 2) / 0.1 ** 2


def main(seed=0):
    model = Model(log_likelihood, lower=[-2.0, -2.0], upper=[2.0, 2.0])
    model.sanity_check(jax.random.PRNGKey(seed))
    dead, live = NestedSampler(model)(jax.random.PRNGKey(seed + 1))
    return float(jnp.max(live))


if __name__ == "__main__":
    print(main())
