import jax.numpy as jnp

from crystal import FCC_BASIS, build_supercell, lennard_jones_energy


def energy_per_atom(lattice_constant, repeats=3):
    positions, box = build_supercell(FCC_BASIS, lattice_constant, repeats)
    return lennard_jones_energy(positions, box) / positions.shape[0]


def main():
    constants = jnp.linspace(1.50, 1.65, 7)
    return constants, [float(energy_per_atom(a)) for a in constants]


if __name__ == "__main__":
    constants, energies = main()
    best = energies.index(min(energies))
    print(f"equilibrium lattice constant ~ {float(constants[best]):.3f} sigma, E = {energies[best]:.3f} epsilon")
