import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp

from steinvi.kernels import RBFKernel
from steinvi.svgd import SVGD

MEANS = jnp.array([[-2.0, 0.0], [2.0, 0.0]])


def bimodal_log_prob(x):
    return logsumexp(-0.5 * jnp.sum((x - MEANS) ** 2, axis=-1)) - jnp.log(2.0)


def main(num_particles=100, num_steps=500, seed=0):
    particles = jax.random.normal(jax.random.PRNGKey(seed), (num_particles, 2)) * 0.5 + jnp.array([0.0, 3.0])
    sampler = SVGD(bimodal_log_prob, RBFKernel(), step_size=0.1)
    return sampler.run(particles, num_steps)


if __name__ == "__main__":
    final = main()
    print("fraction in the right mode", float(jnp.mean(final[:, 0] > 0)))
