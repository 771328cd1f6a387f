"""Draw particles from a two-component mixture by Langevin dynamics."""
import jax.numpy as jnp

from scoregen import LangevinSampler
from scoregen.scores import gaussian_mixture_score


def main(num_particles=512):
    sampler = LangevinSampler(gaussian_mixture_score, step_size=5e-2)
    x = sampler.random_sample(jnp.zeros(num_particles), num_steps=200)
    print("fraction right of zero:", float(jnp.mean(x > 0)))


if __name__ == "__main__":
    main()
