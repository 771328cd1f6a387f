import jax.numpy as jnp

from mmlite.forcefield import ForceField
from mmlite.minimize import SteepestDescent
from mmlite.terms import HarmonicAngles, HarmonicBonds

# A flexible water model: O-H bonds of 0.1 nm, H-O-H angle of 104.52 degrees (units nm, kJ/mol).
BONDS = HarmonicBonds(i=jnp.array([0, 0]), j=jnp.array([1, 2]), length=jnp.array([0.1, 0.1]),
                      k=jnp.array([3.0e5, 3.0e5]))
ANGLES = HarmonicAngles(i=jnp.array([1]), j=jnp.array([0]), k_atom=jnp.array([2]),
                        theta0=jnp.array([jnp.deg2rad(104.52)]), k=jnp.array([400.0]))


def main(num_steps=300):
    start = jnp.array([[0.0, 0.0, 0.0], [0.12, 0.0, 0.0], [-0.02, 0.09, 0.0]])
    minimizer = SteepestDescent(ForceField(BONDS, ANGLES), step_size=1e-6)
    return minimizer.run(start, num_steps)


if __name__ == "__main__":
    positions, energies = main()
    print("final energy", float(energies[-1]))
