import jax.numpy as jnp

from bdld.integrators import LDConfig, OverdampedLangevin
from bdld.potentials import Harmonic


def main(n_walkers=2000):
    config = LDConfig()
    sampler = OverdampedLangevin(Harmonic(stiffness=1.0), config)
    x, second_moment = sampler.run(jnp.zeros(n_walkers))
    variance = float(jnp.var(x))
    print(f"final variance {variance:.3f} (kT / k = {config.kt}), <x^2> mid-run {float(second_moment[2000]):.3f}")
    return variance


if __name__ == "__main__":
    main()
