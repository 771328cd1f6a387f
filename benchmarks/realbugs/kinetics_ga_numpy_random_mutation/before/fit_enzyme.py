import jax
import jax.numpy as jnp

from evofit.ga import GeneticFit

SUBSTRATE = jnp.linspace(0.1, 10.0, 25)
RATES = 3.0 * SUBSTRATE / (1.5 + SUBSTRATE)


def loss(params):
    vmax, km = params
    return jnp.mean((vmax * SUBSTRATE / (km + SUBSTRATE) - RATES) ** 2)


def main():
    fit = GeneticFit(loss)
    population = jnp.exp(jax.random.normal(jax.random.PRNGKey(1), (64, 2)))
    return fit, fit.run(population, jax.random.PRNGKey(2), 60)


if __name__ == "__main__":
    _, (population, best) = main()
    print(best[-1], population.mean(axis=0))
