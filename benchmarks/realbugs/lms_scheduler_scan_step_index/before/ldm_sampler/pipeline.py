import jax
import jax.numpy as jnp

from ldm_sampler.schedulers import LMSDiscreteScheduler
from ldm_sampler.unet import denoise


class LatentDiffusionPipeline:
    def __init__(self, scheduler=None):
        self.scheduler = scheduler or LMSDiscreteScheduler()
        self._sample = jax.jit(self._generate, static_argnums=2)

    def _generate(self, params, latents, num_inference_steps):
        state = self.scheduler.create_state(num_inference_steps, latents.shape)
        latents = latents * state.sigmas[0]

        def loop_body(carry, step_index):
            latents, state = carry
            noise_pred = denoise(params, latents, state.sigmas[step_index])
            latents, state = self.scheduler.step(state, noise_pred, step_index, latents)
            return (latents, state), None

        (latents, _), _ = jax.lax.scan(loop_body, (latents, state), jnp.arange(num_inference_steps))
        return latents

    def __call__(self, params, latents, num_inference_steps=8):
        return self._sample(params, latents, num_inference_steps)
