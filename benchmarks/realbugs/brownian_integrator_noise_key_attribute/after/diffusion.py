"""Free diffusion: the mean squared displacement grows as 2 d D t."""

import jax.numpy as jnp
import numpy as np

from bdsim.integrator import BrownianIntegrator
from bdsim.noise import NoiseSource


def main():
    integrator = BrownianIntegrator(lambda x: jnp.zeros_like(x), dt=0.01, kT=1.0, gamma=1.0, noise=NoiseSource(1))
    x0 = jnp.zeros((2000, 2))
    x = integrator.run(x0, 100)
    msd = float(jnp.mean(jnp.sum((x - x0) ** 2, axis=1)))
    expected = 2 * 2 * 1.0 * 100 * 0.01
    print(f"msd {msd:.3f}, expected {expected:.3f}")
    assert abs(msd - expected) < 0.2 * expected


if __name__ == "__main__":
    main()
