import jax
import jax.numpy as jnp

from hmcdemo.hmc import HMC
from hmcdemo.targets import GaussianMixture


def main(num_samples=150):
    target = GaussianMixture(means=[[-1.5, 0.0], [1.5, 0.5]],
                             covs=[[[0.5, 0.2], [0.2, 0.5]], [[0.4, -0.1], [-0.1, 0.6]]])
    sampler = HMC(target.log_prob)
    q = jnp.zeros(2)
    samples, accepted = [], 0
    for key in jax.random.split(jax.random.PRNGKey(0), num_samples):
        q, accept = sampler.step(q, key)
        samples.append(q)
        accepted += int(accept)
    return jnp.stack(samples), accepted / num_samples


if __name__ == "__main__":
    print(main()[1])
