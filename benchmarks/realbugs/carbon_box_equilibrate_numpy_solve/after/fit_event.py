"""Fit the size of a production spike to a synthetic tree-ring record."""
import jax.numpy as jnp

from boxcarbon import CarbonBoxModel

FLUXES = [[0.0, 10.0, 0.0, 0.0], [5.0, 0.0, 20.0, 30.0], [0.0, 25.0, 0.0, 40.0], [0.0, 30.0, 35.0, 0.0]]
SIZES = [100.0, 600.0, 800.0, 1000.0]
SHARE = [0.7, 0.3, 0.0, 0.0]
MODEL = CarbonBoxModel(FLUXES, SIZES, SHARE)
YEARS = jnp.arange(40.0)


def production(spike):
    return 1.8 + spike * jnp.exp(-0.5 * ((YEARS - 20.0) / 1.0) ** 2)


def misfit(spike, record):
    return jnp.sum((MODEL.run(production(spike), YEARS) - record) ** 2)


if __name__ == "__main__":
    record = MODEL.run(production(3.0), YEARS)
    for spike in (0.0, 1.5, 3.0, 4.5):
        print(spike, float(misfit(spike, record)))
