"""Chooses the bias correction of a forecaster under an asymmetric cost."""

import jax.numpy as jnp

from shapefit import fit_offset, total_penalty


def main():
    residuals = jnp.array([-1.2, -0.4, 0.3, 0.9, 1.5, -0.1, 0.6])
    offset = fit_offset(residuals)
    return offset, total_penalty(offset, residuals), total_penalty(0.0, residuals)


if __name__ == "__main__":
    print(main())
