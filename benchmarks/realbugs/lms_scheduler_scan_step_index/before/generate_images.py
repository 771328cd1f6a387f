import jax
import jax.numpy as jnp

from ldm_sampler.pipeline import LatentDiffusionPipeline

LATENT_DIM = 4


def main(num_images=2):
    k_w, k_latents = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": 0.1 * jax.random.normal(k_w, (LATENT_DIM, LATENT_DIM)), "b": jnp.zeros(LATENT_DIM)}
    pipeline = LatentDiffusionPipeline()
    latents = jax.random.normal(k_latents, (num_images, LATENT_DIM))
    return pipeline(params, latents)


if __name__ == "__main__":
    print(main())
