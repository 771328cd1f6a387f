import math

import jax.numpy as jnp

from forcefield.system import MolecularSystem
from forcefield.terms import HarmonicAngles, HarmonicBonds


def main():
    bonds = HarmonicBonds(pairs=jnp.array([[0, 1], [0, 2]]), k=450.0, r0=0.9572)
    angles = HarmonicAngles(triplets=jnp.array([[1, 0, 2]]), k=55.0, theta0=math.radians(104.52))
    system = MolecularSystem([bonds, angles])
    start = jnp.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [-0.2, 1.0, 0.0]])
    relaxed = system.relax(start, step=0.001, num_steps=1000)
    theta = angles.angle(relaxed[1], relaxed[0], relaxed[2])
    return relaxed, theta


if __name__ == "__main__":
    relaxed, theta = main()
    print(math.degrees(float(theta)))
