import jax
import jax.numpy as jnp

from vmcho import EnergyEstimator, GaussianTrial, MetropolisWalkers


def harmonic(x):
    return 0.5 * x ** 2


def main(alphas=(0.3, 0.4, 0.5, 0.6, 0.7)):
    walkers = MetropolisWalkers(EnergyEstimator(harmonic), num_walkers=512)
    key = jax.random.PRNGKey(0)
    return {alpha: float(walkers.run(GaussianTrial(jnp.asarray(alpha)), key, 400)) for alpha in alphas}


if __name__ == "__main__":
    for alpha, energy in main().items():
        print(f"alpha={alpha:.2f}  E={energy:.4f}")
