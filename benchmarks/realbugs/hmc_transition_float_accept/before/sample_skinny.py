import jax
import jax.numpy as jnp

from hmc.sampler import HamiltonianSampler
from hmc.targets import SkinnyGaussian


def main():
    sampler = HamiltonianSampler(SkinnyGaussian())
    samples, accepted = sampler.sample(jnp.array([2.0, -2.0]), jax.random.PRNGKey(1))
    print(f"accepted {float(accepted.mean()):.2f}, mean {samples[500:].mean(axis=0)}")
    return samples, accepted


if __name__ == "__main__":
    main()
