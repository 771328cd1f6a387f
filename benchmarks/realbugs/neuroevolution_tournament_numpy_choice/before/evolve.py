import jax
import jax.numpy as jnp

from neuroevo.evolution import next_generation
from neuroevo.network import num_parameters


def main(num_generations=60, population_size=64):
    x = jnp.linspace(-2.0, 2.0, 32)[:, None]
    y = jnp.sin(x)
    key, init_key = jax.random.split(jax.random.PRNGKey(0))
    population = 0.5 * jax.random.normal(init_key, (population_size, num_parameters()))
    history = []
    for _ in range(num_generations):
        key, gen_key = jax.random.split(key)
        population, parents, best = next_generation(population, x, y, gen_key)
        history.append(float(best))
    print("best fitness: generation 0 %.4f, last %.4f" % (history[0], history[-1]))
    return population, x, y, history


if __name__ == "__main__":
    main()
