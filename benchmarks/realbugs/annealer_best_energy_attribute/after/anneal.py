import jax
import jax.numpy as jnp
import numpy as np

from annealing import SimulatedAnnealer
from annealing.landscapes import rastrigin


def anneal(n_moves):
    annealer = SimulatedAnnealer(rastrigin, step_size=0.3)
    temperatures = np.geomspace(5.0, 0.05, n_moves)
    x, energy = annealer.run(jax.random.PRNGKey(1), jnp.array([2.5, -1.5, 3.0]), temperatures)
    return float(energy), float(annealer.best_energy)


if __name__ == "__main__":
    print(anneal(300))
