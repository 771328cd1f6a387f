import jax
import numpy as onp

from mdlite.integrator import LangevinIntegrator
from mdlite.potentials import harmonic_forces


def main():
    n_particles = 256
    masses = onp.ones(n_particles)
    integrator = LangevinIntegrator(harmonic_forces(1.0), masses, 0.05, 1.0, 1.5)
    x = onp.zeros((n_particles, 3))
    v = onp.zeros((n_particles, 3))
    x, v, kinetic = integrator.multiple_steps(x, v, 400, jax.random.key(2022))
    temperature = onp.mean(kinetic[-100:])
    print(f"kinetic temperature {temperature:.3f} (target 1.5)")
    return temperature


if __name__ == "__main__":
    main()
