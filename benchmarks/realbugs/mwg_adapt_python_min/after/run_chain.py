import jax
import jax.numpy as jnp

from mcmc import AdaptiveMWG


def logpost(theta):
    return -0.5 * jnp.sum((theta - jnp.array([1.0, -2.0])) ** 2 / jnp.array([1.0, 0.25]))


SAMPLER = AdaptiveMWG(logpost, n_params=2)
mwg_step = jax.jit(SAMPLER.step)


def run(n_iter=20, seed=0):
    state = SAMPLER.init(jnp.zeros(2))
    key = jax.random.PRNGKey(seed)
    for _ in range(n_iter):
        key, sub = jax.random.split(key)
        state = mwg_step(sub, state)
    return state


if __name__ == "__main__":
    print(run())
