"""Demo: the same prompt rendered at several guidance scales (the slider of the web demo)."""
import jax

from tinydiff import GuidedPipeline
from tinydiff.denoiser import init_denoiser

N_DEV = jax.local_device_count()
PIPE = GuidedPipeline(init_denoiser(jax.random.PRNGKey(0)))
LATENTS = jax.random.normal(jax.random.PRNGKey(1), (N_DEV, 2, 8))
COND = jax.random.normal(jax.random.PRNGKey(2), (N_DEV, 2, 4))


def sweep(scales=(3.0, 5.0, 7.5, 9.0)):
    return [PIPE(LATENTS, COND, 10, scale) for scale in scales]  # expect: JXL503


if __name__ == "__main__":
    for image in sweep():
        print(image[0, 0, :3])
