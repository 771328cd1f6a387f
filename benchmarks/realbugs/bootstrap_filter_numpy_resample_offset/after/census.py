import jax
import jax.numpy as jnp

from smc import BootstrapFilter, LogisticGrowth

COUNTS = jnp.array([12.0, 18.0, 27.0, 38.0, 52.0, 66.0, 79.0, 88.0, 94.0, 97.0])


def build(process_scale=0.2):
    model = LogisticGrowth(rate=0.45, capacity=100.0, process_scale=process_scale, obs_scale=6.0)
    pf = BootstrapFilter(model, n_particles=256)
    particles = jnp.log(10.0) + 0.3 * jax.random.normal(jax.random.PRNGKey(0), (256,))
    return pf, particles


def main(seeds=(1, 2, 3)):
    pf, particles = build()
    return [float(pf(particles, COUNTS, jax.random.PRNGKey(seed))[1]) for seed in seeds]


if __name__ == "__main__":
    print("log evidence per seed:", main())
