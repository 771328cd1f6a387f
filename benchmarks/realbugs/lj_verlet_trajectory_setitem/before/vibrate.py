import jax.numpy as jnp

from dimer.potential import LennardJones
from dimer.verlet import VelocityVerlet


def main():
    lj = LennardJones()
    traj = VelocityVerlet(lj).trajectory(jnp.array(1.5), jnp.array(0.0))
    r, v = traj[:, 0], traj[:, 1]
    energy = lj.energy(r) + 0.25 * v**2
    print(f"r in [{float(r.min()):.3f}, {float(r.max()):.3f}], energy drift {float(energy[-1] - energy[0]):.2e}")
    return r, energy
