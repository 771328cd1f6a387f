import jax
import jax.numpy as jnp

from tinyddpm.samplers import DiffusionSampler
from tinyddpm.schedulers import LinearNoiseScheduler


def denoiser(params, x, t):
    return jnp.tanh(x @ params["w"] + params["t_embed"] * t / 100.0)


def sample_callback(sampler, key, epoch):
    images = sampler.generate_images(jax.random.fold_in(key, epoch), num_images=4, diffusion_steps=20)
    return float(jnp.abs(images).mean())


def main(epochs=3):
    params = {"w": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (8, 8)), "t_embed": jnp.ones(8)}
    sampler = DiffusionSampler(denoiser, params, LinearNoiseScheduler(), image_shape=(8,))
    key = jax.random.PRNGKey(1)
    return [sample_callback(sampler, key, epoch) for epoch in range(epochs)]


if __name__ == "__main__":
    print(main())
