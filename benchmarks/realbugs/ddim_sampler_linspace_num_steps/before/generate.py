import jax

from tinydiff.denoiser import Denoiser
from tinydiff.sampler import DDIMSampler


def main():
    denoiser = Denoiser(dim=2, hidden=32)
    params = denoiser.init(jax.random.PRNGKey(0))
    sampler = DDIMSampler(denoiser, dim=2)
    return sampler(params, jax.random.PRNGKey(1), num_steps=20)


if __name__ == "__main__":
    print(main())
