import math

from tise.eigen import bisect_energy
from tise.potentials import infinite_well


def main():
    energies = [bisect_energy(infinite_well, 0.5 * (n - 0.5) ** 2 * math.pi ** 2, 0.5 * (n + 0.5) ** 2 * math.pi ** 2)
                for n in (1, 2)]
    exact = [0.5 * (n * math.pi) ** 2 for n in (1, 2)]
    for n, (e, e_exact) in enumerate(zip(energies, exact), start=1):
        print(f"E_{n} = {e:.5f} (exact {e_exact:.5f})")
    return energies, exact


if __name__ == "__main__":
    main()
