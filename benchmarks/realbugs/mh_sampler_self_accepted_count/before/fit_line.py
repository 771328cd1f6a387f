import jax
import jax.numpy as jnp

from mhmc.sampler import MetropolisHastings
from mhmc.targets import line_posterior


def main(n_steps=4000):
    data_key, chain_key = jax.random.split(jax.random.PRNGKey(11))
    x = jnp.linspace(0.0, 10.0, 40)
    y = 1.7 * x - 2.0 + 0.8 * jax.random.normal(data_key, x.shape)
    sampler = MetropolisHastings(line_posterior(x, y, noise=0.8), step_size=0.05)
    chain = sampler.run(chain_key, jnp.zeros(2), n_steps)
    rate = float(sampler.acceptance_rate)
    slope, intercept = jnp.mean(chain[n_steps // 2:], axis=0)
    print(f"acceptance rate {rate:.2f}, slope {float(slope):.2f}, intercept {float(intercept):.2f}")
    return rate, chain


if __name__ == "__main__":
    main()
