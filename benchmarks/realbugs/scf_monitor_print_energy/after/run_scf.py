import jax.numpy as jnp

from tinyscf import ConvergenceMonitor, ModelMolecule, RestrictedHartreeFock


def main(n_steps=12):
    molecule = ModelMolecule(num_orbitals=8, num_electrons=6)
    solver = RestrictedHartreeFock(molecule, ConvergenceMonitor("model-8"), n_steps=n_steps)
    density, energy = solver.run(jnp.zeros((8, 8)))
    return solver, density, energy


if __name__ == "__main__":
    _, _, energy = main()
    print("final energy", float(energy))
