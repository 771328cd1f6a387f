import jax.numpy as jnp

from lssforecast.cosmology import VARIED, Cosmology
from lssforecast.fisher import PowerSpectrumFisher


def main():
    fiducial = jnp.array([getattr(Cosmology(), name) for name in VARIED], dtype=jnp.float32)
    survey = PowerSpectrumFisher(jnp.linspace(0.01, 0.3, 40))
    errors = survey.marginal_errors(fiducial)
    for name, value, error in zip(VARIED, fiducial, errors):
        print(f"{name:>10s} = {float(value):.4g} +/- {float(error):.2g}")
    return fiducial, errors


if __name__ == "__main__":
    main()
