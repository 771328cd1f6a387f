import jax

from moonsdiff.ddim import DDIMSampler
from moonsdiff.denoiser import Denoiser
from moonsdiff.schedule import CosineSchedule


def main(seed=0):
    """Compare DDIM with 5, 10 and 50 steps from the same starting noise."""
    denoiser = Denoiser()
    sampler = DDIMSampler(denoiser, CosineSchedule())
    p_key, x_key = jax.random.split(jax.random.PRNGKey(seed))
    params = denoiser.init(p_key)
    x_T = jax.random.normal(x_key, (128, 2))
    return {steps: sampler.sample(params, x_T, steps) for steps in (5, 10, 50)}


if __name__ == "__main__":
    for steps, samples in main().items():
        print(steps, "steps: sample mean", samples.mean(axis=0))
