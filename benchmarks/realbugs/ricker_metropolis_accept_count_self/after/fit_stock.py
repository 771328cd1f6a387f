import jax
import jax.numpy as jnp

from stockmcmc.metropolis import RandomWalkMetropolis
from stockmcmc.ricker import RickerPosterior


def synthetic_stock(key, a=4.0, b=0.002, years=25):
    spawners = jnp.linspace(100.0, 1500.0, years)
    noise = 0.3 * jax.random.normal(key, (years,))
    return spawners, a * spawners * jnp.exp(-b * spawners + noise)


def main(num_samples=4000):
    spawners, recruits = synthetic_stock(jax.random.PRNGKey(0))
    sampler = RandomWalkMetropolis(RickerPosterior(spawners, recruits), step_size=0.05)
    chain, acceptance = sampler.sample(jax.random.PRNGKey(1), jnp.array([1.0, -6.0]), num_samples)
    acceptance = float(acceptance)
    posterior_mean = chain[num_samples // 2:].mean(axis=0)
    print(f"acceptance {acceptance:.2f}, a = {float(jnp.exp(posterior_mean[0])):.2f}, "
          f"b = {float(jnp.exp(posterior_mean[1])):.5f}")
    return chain, acceptance


if __name__ == "__main__":
    main()
