import jax

from isingsim.lattice import IsingLattice
from isingsim.metropolis import MetropolisSampler


def main(temperatures=(1.5, 5.0), size=16, n_sweeps=150, seed=0):
    lattice = IsingLattice(size)
    key = jax.random.key(seed)
    mean_abs_m = {}
    for temperature in temperatures:
        sampler = MetropolisSampler(lattice, temperature)
        key, sub = jax.random.split(key)
        _, history = sampler.run(lattice.ordered(), sub, n_sweeps)
        tail = history[n_sweeps // 2:]
        mean_abs_m[temperature] = sum(abs(m) for m in tail) / len(tail)
        print(f"T = {temperature}: <|m|> = {mean_abs_m[temperature]:.3f}")
    return mean_abs_m


if __name__ == "__main__":
    main()
