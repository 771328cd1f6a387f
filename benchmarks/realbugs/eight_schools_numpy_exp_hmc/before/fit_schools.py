import jax.numpy as jnp

from hierfit.data import EFFECTS, STD_ERRORS
from hierfit.hmc import HamiltonianMonteCarlo
from hierfit.model import NonCenteredEightSchools


def main(num_samples=600):
    model = NonCenteredEightSchools(EFFECTS, STD_ERRORS)
    sampler = HamiltonianMonteCarlo(model.log_density, step_size=0.3, num_leapfrog=10)
    samples, acceptance = sampler.sample(jnp.zeros(10), num_samples)
    return samples[100:], acceptance


if __name__ == "__main__":
    samples, acceptance = main()
    print(f"mu {float(samples[:, 0].mean()):.2f} acceptance {float(acceptance):.2f}")
