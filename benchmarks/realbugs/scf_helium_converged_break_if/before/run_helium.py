from heliumscf.integrals import atomic_integrals
from heliumscf.scf import RestrictedHartreeFock


def main():
    solver = RestrictedHartreeFock(atomic_integrals())
    energy, n_iter = solver.run()
    print(f"helium RHF energy {float(energy):.6f} Eh after {int(n_iter)} iterations")
    return float(energy), int(n_iter)


if __name__ == "__main__":
    main()
