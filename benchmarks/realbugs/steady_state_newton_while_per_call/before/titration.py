import jax.numpy as jnp

from bindkit.equilibrium import steady_state


def bound_fraction(ligand_total):
    free = steady_state(1.0, ligand_total, 2.0, 1.0)
    return float(1.0 - free[0] / 1.0)


def main():
    ligand_doses = jnp.linspace(0.1, 5.0, 6).tolist()
    return [bound_fraction(dose) for dose in ligand_doses]


if __name__ == "__main__":
    print(main())
