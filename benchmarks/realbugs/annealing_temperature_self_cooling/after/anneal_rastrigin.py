import jax
import jax.numpy as jnp

from annealing import SimulatedAnnealing
from annealing.objectives import rastrigin


def main():
    sa = SimulatedAnnealing(rastrigin, jax.random.PRNGKey(3), initial_temperature=5.0, cooling_rate=0.97,
                            proposal_scale=0.3, n_steps=200, verbose=True)
    x, temperatures = sa.run(jnp.array([3.2, -2.7]))
    return x, temperatures


if __name__ == "__main__":
    x, temperatures = main()
    print(x, rastrigin(x), temperatures[0], temperatures[-1])
