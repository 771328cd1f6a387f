import jax
import jax.numpy as jnp

from mcdiag import PosteriorSummary, RandomWalkMetropolis


def log_density(mu, data=jnp.array([4.8, 5.3, 5.1, 4.6, 5.4, 5.0])):
    return -0.5 * jnp.sum((data - mu) ** 2) / 0.25 - 0.5 * mu**2 / 100.0


def main():
    sampler = RandomWalkMetropolis(log_density, step_size=0.3)
    run = jax.jit(sampler.sample, static_argnums=(2,))
    chain = run(jnp.array(0.0), jax.random.PRNGKey(4), 5000)
    summarize = jax.jit(PosteriorSummary(burn_in=1000))
    return summarize(chain)


if __name__ == "__main__":
    summary = main()
    print("90% interval:", summary["interval"])
