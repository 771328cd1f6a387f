import math

import jax.numpy as jnp

from orbits.leapfrog import Leapfrog
from orbits.recorder import EnergyRecorder
from orbits.system import PointMasses


def circular_setup(masses, radii):
    positions = jnp.array([[r, 0.0] for r in radii])
    speeds = [0.0] + [math.sqrt(masses[0] / r) for r in radii[1:]]
    velocities = jnp.array([[0.0, v] for v in speeds])
    total = sum(masses)
    momentum = sum(m * v for m, v in zip(masses, speeds))
    return positions, velocities - jnp.array([0.0, momentum / total])


def main(n_chunks=4, steps_per_chunk=250):
    masses = [1.0, 3.0e-6, 9.5e-4]
    positions, velocities = circular_setup(masses, [0.0, 1.0, 5.2])
    recorder = EnergyRecorder()
    integrator = Leapfrog(PointMasses(masses), dt=0.01, recorder=recorder)
    integrator.run(positions, velocities, n_chunks, steps_per_chunk)
    drift = float(recorder.relative_drift())
    print(f"{len(recorder.energies)} energies recorded, relative drift {drift:.2e}")
    return recorder, drift


if __name__ == "__main__":
    main()
