import jax

from gpuising.observables import total_energy
from gpuising.simulation import Simulation
from gpuising.updater import CheckerboardUpdater


def main(size=32, temperature=2.269, num_sweeps=100):
    key_init, key_run = jax.random.split(jax.random.PRNGKey(0))
    spins = jax.random.choice(key_init, jax.numpy.array([-1.0, 1.0]), (size, size))
    simulation = Simulation(CheckerboardUpdater(size, 1.0, temperature), coupling=1.0)
    spins, tracked, energies = simulation.run(spins, key_run, num_sweeps)
    return tracked, total_energy(spins, 1.0), energies


if __name__ == "__main__":
    tracked, recomputed, energies = main()
    print("tracked energy", float(tracked), "recomputed", float(recomputed))
