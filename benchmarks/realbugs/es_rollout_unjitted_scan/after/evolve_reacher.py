import jax.numpy as jnp
import numpy as np

from esagent.es import OpenES
from esagent.rollout import rollout

TARGET = jnp.array([1.0, -0.5])


def main(generations=15, popsize=16):
    solver = OpenES(num_params=6 * 2 + 2, popsize=popsize, sigma=0.1, learning_rate=0.3)
    history = []
    for _ in range(generations):
        solutions = solver.ask()
        fitness = np.array([float(rollout(jnp.asarray(solution), TARGET)) for solution in solutions])
        solver.tell(fitness)
        history.append(float(rollout(jnp.asarray(solver.mu), TARGET)))
    return solver, history


if __name__ == "__main__":
    solver, history = main()
    print(f"return of the mean policy: first generation {history[0]:.2f}, last {history[-1]:.2f}")
