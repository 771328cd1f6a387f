import jax
import jax.numpy as jnp

from epi import SIREnsemble

SCENARIOS = {"baseline": 1.0, "distancing": 0.7, "lockdown": 0.4}


def run_scenario(ensemble, reduction):
    betas = reduction * (0.3 + 0.05 * jax.random.normal(jax.random.PRNGKey(0), (32,)))
    infected = ensemble.run(betas, jnp.array([0.99, 0.01, 0.0]))
    return float(jnp.median(infected.max(axis=1)))


def main():
    ensemble = SIREnsemble(gamma=0.1, n_days=120)
    return ensemble, {name: run_scenario(ensemble, r) for name, r in SCENARIOS.items()}


if __name__ == "__main__":
    print(main()[1])
