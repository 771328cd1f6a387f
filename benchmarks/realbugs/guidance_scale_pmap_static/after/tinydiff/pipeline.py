import jax
import jax.numpy as jnp

from .denoiser import predict_noise


def _generate(params, latents, cond, num_steps, guidance_scale):
    def body(i, x):
        t = 1.0 - i / num_steps
        eps_cond = predict_noise(params, x, cond, t)
        eps_uncond = predict_noise(params, x, jnp.zeros_like(cond), t)
        eps = eps_uncond + guidance_scale * (eps_cond - eps_uncond)
        return x - eps / num_steps

    return jax.lax.fori_loop(0, num_steps, body, latents)


# num_steps fixes the loop length; guidance_scale only scales the update and is traced.
_p_generate = jax.pmap(_generate, in_axes=(None, 0, 0, None, None), static_broadcasted_argnums=(3,))


class GuidedPipeline:
    def __init__(self, params):
        self.params = params

    def __call__(self, latents, cond, num_steps=10, guidance_scale=7.5):
        """latents and cond carry a leading device axis."""
        return _p_generate(self.params, latents, cond, num_steps, jnp.float32(guidance_scale))
